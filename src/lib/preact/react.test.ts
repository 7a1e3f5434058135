/**
 * The `react` the built site gets: preact/compat with React 19's `use`. Rendered with Preact itself
 * (no JSX: the tests' JSX is React's), as the browser runs it.
 */
import { act } from 'preact/test-utils';
import { createContext, createElement as h, render, Suspense } from 'preact/compat';
import { use } from './react';

describe('use', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it("reads a context's value from the nearest provider, or its default without one", () => {
    const Place = createContext('nowhere');
    const Reader = () => h('p', null, use(Place));
    act(() => void render(h('div', null, h(Place.Provider, { value: 'Osu' }, h(Reader, null)), h(Reader, null)), container));
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Osu', 'nowhere']);
  });

  it('reads a context provided by the context itself, as React 19 writes it (react-leaflet does)', () => {
    const Place = createContext('nowhere');
    const Reader = () => h('p', null, use(Place));
    act(() => void render(h(Place, { value: 'Labone' }, h(Reader, null)), container));
    expect(container.textContent).toBe('Labone');
  });

  it('follows a new value of the context', () => {
    const Place = createContext('nowhere');
    const Reader = () => h('p', null, use(Place));
    act(() => void render(h(Place, { value: 'Osu' }, h(Reader, null)), container));
    act(() => void render(h(Place, { value: 'Dansoman' }, h(Reader, null)), container));
    expect(container.textContent).toBe('Dansoman');
  });

  it("suspends on a promise until it settles, then gives its value", async () => {
    let settle!: (value: string) => void;
    const promise = new Promise<string>((resolve) => {
      settle = resolve;
    });
    const Reader = () => h('p', null, use(promise));
    act(() => void render(h(Suspense, { fallback: h('span', null, 'loading') }, h(Reader, null)), container));
    expect(container.textContent).toBe('loading');
    await act(async () => {
      settle('ready');
      await promise;
    });
    expect(container.textContent).toBe('ready');
  });

  it('throws the promise itself while it is pending, and the reason once it is rejected', async () => {
    const thrown = (read: () => unknown) => {
      try {
        read();
      } catch (error) {
        return error;
      }
      throw new Error('nothing was thrown');
    };
    const pending = new Promise<string>(() => undefined);
    expect(thrown(() => use(pending))).toBe(pending);
    const refused = Promise.reject(new Error('refused'));
    expect(thrown(() => use(refused))).toBe(refused);
    await refused.catch(() => undefined);
    expect(thrown(() => use(refused))).toEqual(new Error('refused'));
  });
});
