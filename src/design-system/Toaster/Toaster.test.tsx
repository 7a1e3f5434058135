import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from '@/lib/toast';
import { TOAST_DURATIONS, TOAST_LIMIT } from '@/lib/toast-options';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Toaster.stories';

const { Default } = composeStories(stories);

// A toast leaves the screen (and the DOM) shortly after its time is up: advance past both.
const REMOVE_DELAY = 1_500;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
  });

  it('keeps the durations of SPEC §4', () => {
    expect(TOAST_DURATIONS).toEqual({ success: 2000, error: 4000, blank: 4000, loading: Infinity });
    expect(TOAST_LIMIT).toBe(20);
  });

  it('shows a success toast for 2 seconds', () => {
    render(<Default />, { wrapper: ThemeProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Success');
    advance(1_900);
    expect(screen.getByText('Success', { selector: '[role="status"]' })).toBeInTheDocument();
    advance(100);
    advance(REMOVE_DELAY);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error and a plain toast for 4 seconds', () => {
    render(<Default />, { wrapper: ThemeProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Error' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    advance(3_900);
    expect(screen.getByText(/not completed/)).toBeInTheDocument();
    expect(screen.getByText('Your basket was saved.')).toBeInTheDocument();
    advance(100);
    advance(REMOVE_DELAY);
    expect(screen.queryByText(/not completed/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your basket was saved.')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is replaced', () => {
    render(<Default />, { wrapper: ThemeProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Loading' }));
    advance(60_000);
    expect(screen.getByText('Confirming payment…')).toBeInTheDocument();
  });

  it('shows at most 20 toasts, newest first', () => {
    render(<Default />, { wrapper: ThemeProvider });
    act(() => {
      for (let n = 1; n <= TOAST_LIMIT + 1; n += 1) toast(`Toast ${n}`);
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 21')).toBeInTheDocument();
    expect(document.querySelector('[data-ui="toaster"]')).toBeInTheDocument();
  });
});
