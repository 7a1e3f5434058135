import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Container.stories';

const { Default, Narrow, Playground } = composeStories(stories);

describe('Container', () => {
  it('centres its content', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const container = screen.getByText(/Content sits/).parentElement!;
    expect(container).toHaveAttribute('data-ui', 'container');
    expect(container).toHaveStyle({ marginLeft: 'auto', marginRight: 'auto' });
  });

  it('keeps reading text to a narrower measure than a grid', () => {
    const { unmount } = render(<Narrow />, { wrapper: ThemeProvider });
    expect(screen.getByText(/Content sits/).parentElement).toHaveStyle({ maxWidth: '46rem' });
    unmount();
    render(<Playground width="wide" />, { wrapper: ThemeProvider });
    expect(screen.getByText(/Content sits/).parentElement).toHaveStyle({ maxWidth: '84rem' });
  });

  it('renders as the element it is given', () => {
    render(<Playground as="main" />, { wrapper: ThemeProvider });
    expect(screen.getByRole('main')).toHaveAttribute('data-ui', 'container');
  });
});
