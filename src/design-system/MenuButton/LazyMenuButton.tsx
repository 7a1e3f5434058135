import * as React from 'react';
import { whenSettled } from '@/lib/when-idle';
import type { MenuButtonProps } from './MenuButton';
import { MenuRoot, PlainTrigger } from './MenuButton.styles';

type MenuButtonCode = typeof import('./MenuButton');

let code: MenuButtonCode | undefined;
let loading: Promise<MenuButtonCode> | undefined;

/** Loads the menu's code once (again after a failed try). */
function loadMenuButton(): Promise<MenuButtonCode> {
  loading ??= import(/* webpackChunkName: "menu-button" */ './MenuButton').then(
    (loaded) => (code = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** One entry of the menu: a link when given `to`, else an action. */
export interface LazyMenuEntry {
  label: string;
  to?: string;
  onClick?: () => void;
  /** A move that undoes work, in the danger colour. */
  danger?: boolean;
}

export interface LazyMenuButtonProps extends Omit<MenuButtonProps, 'items'> {
  /** The menu's entries, as data: their component comes with the menu's code. */
  entries: readonly LazyMenuEntry[];
  /**
   * When the menu's code is fetched: once the page has settled ('settled', the default), or only
   * when the pointer or the focus comes to the button ('intent'), for a screen that must not
   * carry the menu's bytes at all until someone reaches for it.
   */
  prefetch?: 'settled' | 'intent';
}

/**
 * A `MenuButton` for a screen's first paint: the menu's code (Headless UI's Menu and what it
 * positions the menu with, about 34 KB gzipped) is not on the way to that paint. The same button
 * is drawn at once, and the real one takes its place once the page has settled (whenSettled;
 * never with `prefetch="intent"`), or as soon as the pointer or the focus comes to it. A press
 * made before then opens the menu when it is here.
 */
export function LazyMenuButton({ entries, label, look = 'outline', disabled, prefetch = 'settled', children }: LazyMenuButtonProps) {
  const [loaded, setLoaded] = React.useState(() => code);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const pressed = React.useRef(false);
  const focused = React.useRef(false);
  const live = React.useRef(true);
  // While a pointer is down on the drawn button, the real one waits: taking its place mid-press
  // would lose the click, or land it on the real button after the press had opened the menu.
  const pointerDown = React.useRef(false);
  const waiting = React.useRef<MenuButtonCode | undefined>(undefined);

  const show = React.useCallback((menu: MenuButtonCode) => {
    if (!live.current) return;
    if (pointerDown.current) {
      waiting.current = menu;
      return;
    }
    waiting.current = undefined;
    focused.current = rootRef.current?.contains(document.activeElement) ?? false;
    setLoaded(() => menu);
  }, []);

  const load = React.useCallback(() => {
    loadMenuButton().then(
      show,
      // Offline: the button stays as it is, and the next press tries again.
      () => undefined,
    );
  }, [show]);

  const pressEnded = React.useCallback(() => {
    pointerDown.current = false;
    if (waiting.current) show(waiting.current);
  }, [show]);

  React.useEffect(() => {
    live.current = true;
    const cancel = code || prefetch === 'intent' ? undefined : whenSettled(load);
    return () => {
      live.current = false;
      cancel?.();
    };
  }, [load, prefetch]);

  // The real button has taken the place of the drawn one: it keeps the focus, and opens for a press.
  React.useEffect(() => {
    if (!loaded) return;
    const trigger = rootRef.current?.querySelector('button');
    if (focused.current || pressed.current) trigger?.focus();
    if (pressed.current) trigger?.click();
    pressed.current = false;
  }, [loaded]);

  if (loaded) {
    const { MenuButton, MenuButtonItem } = loaded;
    return (
      <MenuButton
        ref={rootRef}
        label={label}
        look={look}
        disabled={disabled}
        items={entries.map((entry) => (
          <MenuButtonItem key={entry.label} to={entry.to} onClick={entry.onClick} danger={entry.danger}>
            {entry.label}
          </MenuButtonItem>
        ))}
      >
        {children}
      </MenuButton>
    );
  }

  const press = () => {
    pressed.current = true;
    load();
    pressEnded();
  };
  return (
    <MenuRoot ref={rootRef} data-ui="menu-button">
      <PlainTrigger
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={label}
        disabled={disabled}
        $look={look}
        onPointerEnter={load}
        onFocus={load}
        onPointerDown={() => {
          pointerDown.current = true;
          load();
          // The press ends with its click (below), or without one: a scroll that began on the
          // button, or a pointer let go elsewhere.
          const release = () => {
            window.removeEventListener('pointerup', release, true);
            window.removeEventListener('pointercancel', release, true);
            window.setTimeout(pressEnded);
          };
          window.addEventListener('pointerup', release, true);
          window.addEventListener('pointercancel', release, true);
        }}
        onClick={press}
        onKeyDown={(event) => {
          // The arrows open a menu button too (Enter and Space arrive as a click).
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            press();
          }
        }}
      >
        {children}
      </PlainTrigger>
    </MenuRoot>
  );
}
