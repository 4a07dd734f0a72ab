import { type RefObject, useEffect } from 'react';
import { FOCUSABLE, wrappedFocus } from '../../ui/focus-cycle';

interface MenuKeys {
  open: boolean;
  close: () => void;
  /** The button that opens and closes the menu: focus returns to it on Escape. */
  toggle: RefObject<HTMLButtonElement | null>;
  menu: RefObject<HTMLElement | null>;
  /** A menu that covers the page keeps Tab between its toggle and its links. */
  trapFocus: boolean;
}

/** Keyboard for a header menu while it is open: Escape closes it; Tab stays in it if it covers the page. */
export function useMenuKeys({ open, close, toggle, menu, trapFocus }: MenuKeys) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !trapFocus || !toggle.current || !menu.current) return;
      const items = [toggle.current, ...menu.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // From anywhere outside the menu, Tab comes back to it.
      const next =
        active !== null && items.includes(active)
          ? wrappedFocus(items, active, event.shiftKey)
          : items[0];
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close, toggle, menu, trapFocus]);
}
