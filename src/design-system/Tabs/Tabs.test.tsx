import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Tabs.stories';

const { Default, SecondSelected, Playground } = composeStories(stories);

describe('Tabs', () => {
  it('shows the first tab selected and its panel', () => {
    render(<Default />, { wrapper: ThemeProvider });
    expect(screen.getByRole('tablist', { name: 'Ways to get a quote' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Request A Callback' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('call you back');
    expect(document.querySelector('[data-ui="tabs"]')).toBeInTheDocument();
  });

  it('switches panels on click and tells the caller', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Playground onChange={onChange} />, { wrapper: ThemeProvider });
    await user.click(screen.getByRole('tab', { name: 'Quote Form' }));
    expect(screen.getByRole('tab', { name: 'Quote Form' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('estimate your order');
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Default />, { wrapper: ThemeProvider });
    await user.click(screen.getByRole('tab', { name: 'Request A Callback' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Quote Form' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('estimate your order');
  });

  it('wraps around with the arrow keys and jumps with Home and End, one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Default />, { wrapper: ThemeProvider });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Request A Callback' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Quote Form' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Request A Callback' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Quote Form' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Request A Callback' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Quote Form' })).toBeInTheDocument();
  });

  it('can start on another tab', () => {
    render(<SecondSelected />, { wrapper: ThemeProvider });
    expect(screen.getByRole('tab', { name: 'Quote Form' })).toHaveAttribute('aria-selected', 'true');
  });
});
