import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Drawer.stories';

const { Default, OpenOnPhone, Playground } = composeStories(stories);

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('Drawer', () => {
  it('starts closed on a phone: out of sight, out of the tab order', () => {
    const { container } = render(<Default />, { wrapper: ThemeProvider });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'story-drawer');
    expect(container.querySelector('[data-ui="drawer"]')).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument();
  });

  it('opens from its toggle as a navigation landmark named by its label', async () => {
    render(<Default />, { wrapper: ThemeProvider });
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('navigation', { name: 'App' });
    expect(drawer).toHaveAttribute('id', 'story-drawer');
    expect(drawer).toBeVisible();
    await userEvent.click(toggle());
    expect(drawer).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to its toggle', async () => {
    const onClose = jest.fn();
    render(<OpenOnPhone onClose={onClose} />, { wrapper: ThemeProvider });
    const drawer = screen.getByRole('navigation', { name: 'App' });
    screen.getByRole('link', { name: 'Basket' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(drawer).not.toBeVisible();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a tap on the page beside it', async () => {
    const onClose = jest.fn();
    const { container } = render(<Playground open onClose={onClose} />, { wrapper: ThemeProvider });
    const backdrop = container.querySelector('[data-ui="drawer"] + [aria-hidden="true"]') as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument();
  });
});
