import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import { LazyMenuButton } from './LazyMenuButton';

const entries = [
  { label: 'Profile', to: '/app/profile' },
  { label: 'Sign out', onClick: jest.fn() },
];

function renderMenu() {
  return render(
    <LazyMenuButton label="Account menu for Ama Mensah" look="ghost" entries={entries}>
      Ama Mensah
    </LazyMenuButton>,
    { wrapper: ThemeProvider },
  );
}

/** The real (Headless UI) button marks itself with its open state; the drawn one does not. */
const isRealButton = (button: HTMLElement) => button.hasAttribute('data-headlessui-state');
const button = () => screen.getByRole('button', { name: 'Account menu for Ama Mensah' });

// Tests run one after another in one module registry: the first loads the menu's code, so the
// drawn button is only seen before that.
describe('LazyMenuButton', () => {
  it('draws the button at once, and a press made before the menu is here opens it when it is', async () => {
    renderMenu();
    expect(isRealButton(button())).toBe(false);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button());
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/app/profile');
    expect(isRealButton(button())).toBe(true);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('once loaded, shows the real menu straight away, and runs an action from the keyboard', async () => {
    renderMenu();
    expect(isRealButton(button())).toBe(true);
    await userEvent.tab();
    expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(entries[1].onClick).toHaveBeenCalledTimes(1);
  });
});

/**
 * A fresh copy of the module, whose menu code is not loaded yet, rendered by fresh copies of React
 * and the testing library (one React per render).
 */
async function renderBeforeLoad(look: 'ghost' | 'outline' = 'ghost', prefetch?: 'settled' | 'intent') {
  jest.resetModules();
  // The library's own events (fireEvent) go through its act.
  const library = await import('@testing-library/react/pure');
  const { LazyMenuButton: Fresh } = await import('./LazyMenuButton');
  const { ThemeProvider: FreshTheme } = await import('../ThemeProvider');
  freshCleanup = library.cleanup;
  library.render(
    <FreshTheme>
      <Fresh label="Account menu for Ama Mensah" look={look} entries={entries} prefetch={prefetch}>
        Ama Mensah
      </Fresh>
    </FreshTheme>,
  );
  return library;
}
let freshCleanup: (() => void) | undefined;

describe('LazyMenuButton before its code is here', () => {
  afterEach(() => {
    freshCleanup?.();
  });

  it('keeps the focus on the button when the real one takes its place, and opens it for an arrow key', async () => {
    const { act: freshAct, waitFor: freshWaitFor, fireEvent } = await renderBeforeLoad();
    expect(isRealButton(button())).toBe(false);
    freshAct(() => button().focus());
    await freshWaitFor(() => expect(isRealButton(button())).toBe(true));
    expect(button()).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  });

  it('loads the menu once the page has settled, without a press', async () => {
    const { waitFor: freshWaitFor } = await renderBeforeLoad('outline');
    expect(isRealButton(button())).toBe(false);
    await freshWaitFor(() => expect(isRealButton(button())).toBe(true), { timeout: 3000 });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('with prefetch="intent", does not take the real menu when the page settles, only when the focus comes', async () => {
    jest.resetModules();
    const library = await import('@testing-library/react/pure');
    const { LazyMenuButton: Fresh } = await import('./LazyMenuButton');
    const { ThemeProvider: FreshTheme } = await import('../ThemeProvider');
    freshCleanup = library.cleanup;
    library.render(
      <FreshTheme>
        <Fresh label="Settled menu" entries={entries}>
          Settled
        </Fresh>
        <Fresh label="Intent menu" entries={entries} prefetch="intent">
          Intent
        </Fresh>
      </FreshTheme>,
    );
    const settled = () => screen.getByRole('button', { name: 'Settled menu' });
    const intent = () => screen.getByRole('button', { name: 'Intent menu' });
    // The page has settled once the default button has taken its real menu.
    await library.waitFor(() => expect(isRealButton(settled())).toBe(true), { timeout: 3000 });
    expect(isRealButton(intent())).toBe(false);
    library.act(() => intent().focus());
    await library.waitFor(() => expect(isRealButton(intent())).toBe(true));
    expect(intent()).toHaveFocus();
  });

  it('opens for an arrow key pressed on the drawn button', async () => {
    const { act: freshAct, fireEvent } = await renderBeforeLoad();
    expect(isRealButton(button())).toBe(false);
    freshAct(() => button().focus());
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('LazyMenuButton pressed while its code arrives', () => {
  afterEach(() => {
    freshCleanup?.();
  });

  it('keeps the drawn button until the press is over, then opens the menu once', async () => {
    const { fireEvent, waitFor: freshWaitFor, act: freshAct } = await renderBeforeLoad();
    const drawn = button();
    fireEvent.pointerDown(drawn);
    // The code arrives while the pointer is down: the drawn button stays under it.
    await freshAct(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(button()).toBe(drawn);
    fireEvent.pointerUp(drawn);
    fireEvent.click(drawn);
    await freshWaitFor(() => expect(isRealButton(button())).toBe(true));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('takes its place without opening when the press ended without a click (a scroll)', async () => {
    const { fireEvent, waitFor: freshWaitFor, act: freshAct } = await renderBeforeLoad();
    fireEvent.pointerDown(button());
    await freshAct(() => new Promise((resolve) => setTimeout(resolve, 100)));
    fireEvent.pointerCancel(window);
    await freshWaitFor(() => expect(isRealButton(button())).toBe(true));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
