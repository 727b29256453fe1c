// WAI-ARIA menu button: Enter, Space or ArrowDown opens the menu on its first item, ArrowUp on its last;
// arrows, Home and End move between items; Escape and Tab close it; focus returns to the button.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

export const MENU_FADE_MS = 300;

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    setClosing(true);
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
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const openMenu = (at: 'first' | 'last') => {
    focusOnOpen.current = at;
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
    ref: menuRef,
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
