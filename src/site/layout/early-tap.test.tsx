import { render } from '@testing-library/react';
import * as React from 'react';
import { EARLY_TAP } from '@/site/build/scripts-after-first-paint';
import { EarlyTap } from './early-tap';

describe('EarlyTap', () => {
  afterEach(() => {
    delete (window as { [EARLY_TAP]?: unknown })[EARLY_TAP];
    document.body.innerHTML = '';
  });

  it('presses once, after its first render, the button tapped before the page came to life', () => {
    const pressed = jest.fn();
    const button = document.createElement('button');
    button.type = 'button';
    button.addEventListener('click', pressed);
    document.body.append(button);
    Object.assign(window, { [EARLY_TAP]: button });
    const { rerender } = render(<EarlyTap />);
    rerender(<EarlyTap />);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect((window as { [EARLY_TAP]?: unknown })[EARLY_TAP]).toBe(false);
  });

  it('leaves a button that has gone from the page or is disabled', () => {
    const pressed = jest.fn();
    const gone = document.createElement('button');
    gone.addEventListener('click', pressed);
    Object.assign(window, { [EARLY_TAP]: gone });
    render(<EarlyTap />);
    const disabled = document.createElement('button');
    disabled.disabled = true;
    disabled.addEventListener('click', pressed);
    document.body.append(disabled);
    Object.assign(window, { [EARLY_TAP]: disabled });
    render(<EarlyTap />);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the loader', () => {
    expect(() => render(<EarlyTap />)).not.toThrow();
  });
});
