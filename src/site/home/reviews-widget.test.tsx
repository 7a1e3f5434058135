import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { ReviewsWidget } from './reviews-widget';

/** An IntersectionObserver the test moves: `scrollNear()` tells observers their element is near. */
class TestObserver {
  static instances: TestObserver[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    TestObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  static scrollNear() {
    for (const observer of TestObserver.instances) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

const SCRIPT = 'https://reviews.example.test/embed.js';
const scripts = () => document.querySelectorAll(`script[src="${SCRIPT}"]`);

describe('ReviewsWidget', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    TestObserver.instances = [];
    globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    scripts().forEach((script) => script.remove());
  });

  it('shows nothing when no widget is configured', () => {
    const { container } = render(<ReviewsWidget title="What our customers say" />, { wrapper: ThemeProvider });
    expect(container).toBeEmptyDOMElement();
    expect(TestObserver.instances).toHaveLength(0);
  });

  it('loads the provider script only once the section is scrolled near, and only once', () => {
    render(<ReviewsWidget title="What our customers say" scriptUrl={SCRIPT} containerClass="provider-app-123" />, {
      wrapper: ThemeProvider,
    });
    expect(screen.getByRole('heading', { name: 'What our customers say' })).toBeInTheDocument();
    expect(document.querySelector('.provider-app-123')).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
    act(() => TestObserver.scrollNear());
    expect(scripts()).toHaveLength(1);
    act(() => TestObserver.scrollNear());
    expect(scripts()).toHaveLength(1);
  });
});
