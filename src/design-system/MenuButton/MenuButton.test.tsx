import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import { colors } from '../tokens';
import { MenuButtonItem } from './MenuButton';
import * as stories from './MenuButton.stories';

const { Default, Playground } = composeStories(stories);

describe('MenuButton', () => {
  it('opens its menu of links and actions, the undoing one in the danger colour', async () => {
    const { container } = render(<Default />, { wrapper: ThemeProvider });
    expect(container.querySelector('[data-ui="menu-button"]')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move AL-1042' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Move to Ready',
      'Open the order',
      'Cancel order…',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Open the order' })).toHaveAttribute('href', '/ops/orders');
    expect(screen.getByRole('menuitem', { name: 'Cancel order…' })).toHaveStyle({ color: colors.danger });
  });

  it('runs the chosen action, from the keyboard too', async () => {
    const onClick = jest.fn();
    render(<Playground items={<MenuButtonItem onClick={onClick}>Move to Ready</MenuButtonItem>} />, {
      wrapper: ThemeProvider,
    });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Move AL-1042' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not open while disabled', async () => {
    render(<Playground disabled />, { wrapper: ThemeProvider });
    const button = screen.getByRole('button', { name: 'Move AL-1042' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
