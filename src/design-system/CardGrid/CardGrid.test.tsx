import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { space } from '../tokens';
import * as stories from './CardGrid.stories';

const { Default, FourAcross, Playground } = composeStories(stories);

describe('CardGrid', () => {
  it('lays its cards out as a plain list in a grid', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(list).toHaveStyle({ display: 'grid', gap: space[5], padding: '0px', listStyle: 'none' });
  });

  it('widens to three or four columns on large screens', () => {
    const { unmount } = render(<Default />, { wrapper: ThemeProvider });
    const css = () => Array.from(document.querySelectorAll('style')).map((style) => style.textContent).join('');
    expect(css()).toContain('repeat(3,minmax(0,1fr))');
    expect(css()).not.toContain('repeat(4,minmax(0,1fr))');
    unmount();
    render(<FourAcross />, { wrapper: ThemeProvider });
    expect(css()).toContain('repeat(4,minmax(0,1fr))');
  });

  it('takes a wider gap', () => {
    render(<Playground $gap={6} />, { wrapper: ThemeProvider });
    expect(screen.getByRole('list')).toHaveStyle({ gap: space[6] });
  });
});
