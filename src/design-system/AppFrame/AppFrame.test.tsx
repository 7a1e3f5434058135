import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './AppFrame.stories';

const { Default, Playground } = composeStories(stories);

const menu = () => screen.getByRole('button', { name: 'Menu' });

describe('AppFrame', () => {
  it('frames the screen: skip link to the main area, top bar, the current link marked', () => {
    const { container } = render(<Default />, { wrapper: ThemeProvider });
    expect(container.firstChild).toHaveAttribute('data-ui', 'app-frame');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#story-main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'story-main');
    expect(screen.getByRole('banner')).toHaveTextContent('Adom Laundry');
    expect(menu()).toHaveAttribute('aria-controls', 'story-side-nav');
    expect(screen.getByText('Your bookings.')).toBeInTheDocument();
  });

  it('opens the navigation from the menu button, the current page marked and the final action last', async () => {
    const onClick = jest.fn();
    render(<Playground finalAction={{ label: 'Sign out', onClick }} navLabel="Console" />, { wrapper: ThemeProvider });
    await userEvent.click(menu());
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const buttons = nav.querySelectorAll('li:last-child button');
    expect(buttons).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('closes the phone drawer when the path changes', async () => {
    const { rerender } = render(<Default />, { wrapper: ThemeProvider });
    await userEvent.click(menu());
    expect(menu()).toHaveAttribute('aria-expanded', 'true');
    rerender(<Default pathname="/app/addresses" />);
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the final action from running twice while it is under way', () => {
    render(<Playground finalAction={{ label: 'Logout', onClick: () => {}, disabled: true }} />, {
      wrapper: ThemeProvider,
    });
    expect(screen.getByRole('button', { name: 'Logout', hidden: true })).toBeDisabled();
  });
});
