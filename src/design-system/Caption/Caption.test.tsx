import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { colors, fontSizes } from '../tokens';
import * as stories from './Caption.stories';

const { Default, Block, Playground } = composeStories(stories);

describe('Caption', () => {
  it('says the quieter words small and muted, within the line', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const caption = screen.getByText('from 10.0.0.1');
    expect(caption).toHaveAttribute('data-ui', 'caption');
    expect(caption).toHaveStyle({ color: colors.inkMuted, fontSize: fontSizes.sm });
    expect(caption.tagName).toBe('SPAN');
    expect(caption).not.toHaveStyle({ display: 'block' });
  });

  it('takes a line of its own under a value', () => {
    render(<Block />, { wrapper: ThemeProvider });
    expect(screen.getByText('from 10.0.0.1')).toHaveStyle({ display: 'block' });
  });

  it('is the element it is asked to be', () => {
    render(<Playground as="time" dateTime="2026-11-02T09:14">09:14</Playground>, { wrapper: ThemeProvider });
    expect(screen.getByText('09:14').tagName).toBe('TIME');
    expect(screen.getByText('09:14')).toHaveAttribute('datetime', '2026-11-02T09:14');
  });
});
