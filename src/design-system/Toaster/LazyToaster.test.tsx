import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import toast from '@/lib/toast';
import { ThemeProvider } from '../ThemeProvider';
import { LazyToaster } from './LazyToaster';

const toasterDrawn = () => document.querySelector('[data-ui="toaster"]') !== null;

// In this order: `toast` remembers, for the page's life, that a toast has been shown.
describe('LazyToaster', () => {
  afterEach(() => act(() => toast.remove()));

  it('loads no toaster until a toast is shown, then shows that toast', async () => {
    render(<LazyToaster />, { wrapper: ThemeProvider });
    // A screen that shows no toast never fetches the toaster's code.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(toasterDrawn()).toBe(false);

    act(() => {
      toast.success('Address saved');
    });
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(toasterDrawn()).toBe(true);
  });

  it('draws a toast shown before it was mounted (a later app on the same page)', async () => {
    act(() => {
      toast.error('We could not save your address.');
    });
    render(<LazyToaster />, { wrapper: ThemeProvider });
    expect(await screen.findByText('We could not save your address.')).toBeInTheDocument();
  });
});
