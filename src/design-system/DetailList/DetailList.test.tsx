import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './DetailList.stories';

const { Default, Playground } = composeStories(stories);

describe('DetailList', () => {
  it('pairs each label with its value in two columns', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const list = screen.getAllByRole('term')[0].closest('dl');
    expect(list).toHaveAttribute('data-ui', 'detail-list');
    expect(list).toHaveStyle({ display: 'grid' });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Pickup date', 'Branch', 'Sub total']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'March 4, 2025',
      'East Legon, Nii Sai Rd',
      'GH₵ 120.00',
    ]);
  });

  it('passes other attributes to the list', () => {
    render(<Playground aria-label="Booking details" />, { wrapper: ThemeProvider });
    expect(screen.getAllByRole('term')[0].closest('dl')).toHaveAttribute('aria-label', 'Booking details');
  });
});
