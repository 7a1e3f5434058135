import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { sizes } from '../tokens';
import * as stories from './Card.stories';

const { Default, FormWidth, Playground } = composeStories(stories);

describe('Card', () => {
  it('is a region named by its label, filling the column', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const card = screen.getByRole('region', { name: 'Gold package' });
    expect(card).toHaveAttribute('data-ui', 'card');
    expect(card).not.toHaveStyle({ maxWidth: sizes.form });
  });

  it('keeps a form to a readable width', () => {
    render(<FormWidth />, { wrapper: ThemeProvider });
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveStyle({ maxWidth: sizes.form });
  });

  it('renders as the element it is given', () => {
    render(<Playground as="article" />, { wrapper: ThemeProvider });
    expect(screen.getByRole('article')).toHaveAttribute('data-ui', 'card');
  });
});
