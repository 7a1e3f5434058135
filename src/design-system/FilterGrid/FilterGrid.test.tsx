import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { space } from '../tokens';
import * as stories from './FilterGrid.stories';

const { Default, Playground } = composeStories(stories);

const gridOf = (label: string) => screen.getByLabelText(label).closest('[data-ui="filter-grid"]');

describe('FilterGrid', () => {
  it('sets its filters side by side on one grid, in reading order', () => {
    render(<Default />, { wrapper: ThemeProvider });
    expect(gridOf('Status')).toBe(gridOf('Pickup to'));
    expect(gridOf('Status')).toHaveStyle({ display: 'grid', gap: space[3], marginBottom: space[4] });
  });

  it('passes other attributes to its element', () => {
    render(<Playground />, { wrapper: ThemeProvider });
    expect(gridOf('Status')).toHaveAttribute('aria-label', 'Filters');
  });
});
