import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './AllowanceMeter.stories';

const { Default, UsedUp } = composeStories(stories);

describe('AllowanceMeter', () => {
  it('is a meter named by its sentence, filled by the share left', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const meter = screen.getByRole('meter', { name: '37 of 40 items left until Dec 24, 2026' });
    expect(meter).toHaveAttribute('aria-valuenow', '37');
    expect(meter.firstElementChild).toHaveStyle({ width: '93%' });
  });

  it('shows an empty bar when nothing is left', () => {
    render(<UsedUp />, { wrapper: ThemeProvider });
    expect(screen.getByRole('meter').firstElementChild).toHaveStyle({ width: '0%' });
  });
});
