// WAI-ARIA menu button: Enter, Space or ArrowDown opens the menu on its first item, ArrowUp on its last;
// arrows, Home and End move between items; Escape and Tab close it; focus returns to the button.
// The menu may arrive after the button asks for it (its code loads on first open): focus moves to the
// item asked for as soon as the menu element is there.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

export const MENU_FADE_MS = 300;

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);
  /** The item to focus once the menu is shown: set on opening, cleared once focus moved or on closing. */
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const focusPending = useCallback(() => {
    const at = pendingFocus.current;
    const list = items();
    if (!at || list.length === 0) return;
    pendingFocus.current = null;
    (at === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, []);

  // A callback ref: the menu element may mount after `open` turned true (its code was still loading).
  const setMenu = useCallback(
    (node: HTMLDivElement | null) => {
      menuRef.current = node;
      if (node) focusPending();
    },
    [focusPending],
  );

  const close = useCallback((restoreFocus: boolean) => {
    pendingFocus.current = null;
    setOpen(false);
    // Only a menu that was painted fades out; one whose code had not arrived simply never shows.
    setClosing(menuRef.current !== null);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!closing) return;
    // reader-experience §2.7: the menu fades out over 300 ms.
    const timer = window.setTimeout(() => setClosing(false), MENU_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    if (!open) return;
    // Reopened while still fading out, the menu element is already there: focus now.
    focusPending();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close, focusPending]);

  const openMenu = (at: 'first' | 'last') => {
    pendingFocus.current = at;
    setClosing(false);
    setOpen(true);
  };

  const buttonProps = {
    ref: buttonRef,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    onClick: () => (open ? close(true) : openMenu('first')),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        openMenu('first');
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        openMenu('last');
      }
    },
  };

  const menuProps = {
    ref: setMenu,
    role: 'menu' as const,
    onKeyDown: (e: KeyboardEvent) => {
      const list = items();
      const at = list.indexOf(document.activeElement as HTMLElement);
      const move = (i: number) => list[(i + list.length) % list.length]?.focus();
      if (e.key === 'ArrowDown') move(at + 1);
      else if (e.key === 'ArrowUp') move(at - 1);
      else if (e.key === 'Home') move(0);
      else if (e.key === 'End') move(list.length - 1);
      else if (e.key === 'Escape') close(true);
      else if (e.key === 'Tab') close(false);
      else return;
      if (e.key !== 'Tab') e.preventDefault();
    },
  };

  return { open, visible: open || closing, buttonProps, menuProps, close };
}

export type MenuProps = ReturnType<typeof useMenuButton>['menuProps'];
