import { navWords } from '@studio/content';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useWords } from '../../i18n/page-locale';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { LanguageSwitchSlot } from './language-switch-slot';
import { Logo } from './logo';
import { MenuIcon } from './menu-icon';
import { NavLinkItems } from './nav-link-items';
import { useMenuKeys } from './use-menu-keys';

/** SPEC.md §9: the header turns solid once the page has scrolled past this. */
const SOLID_AFTER_PX = 120;

// The overlay brings motion's animation code, which a first visit does not need: it is fetched
// when the toggle is pointed at or focused, ahead of the click that opens it.
const { Component: OverlayMenu, preload: preloadOverlay } = lazyWithPreload(() =>
  import('./overlay-menu').then((module) => module.OverlayMenu),
);

/** The fixed header of the home and gallery pages, over their full-bleed media. */
export function TransparentHeader() {
  const nav = useWords('nav', navWords);
  const [solid, setSolid] = useState(false);
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on: it stays for the closing animation.
  const [menuUsed, setMenuUsed] = useState(false);

  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    // First read in the next frame: scrollY on a page just rendered would lay it out here.
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
    };
  }, []);

  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // The overlay covers the whole page: Tab stays between the toggle and its links.
  useMenuKeys({ open, close, toggle, menu, trapFocus: true });

  return (
    <header
      data-testid="transparent-header"
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid || open ? 'bg-black shadow-lg shadow-black/40' : 'bg-transparent'
      }`}
    >
      <nav
        aria-label={nav.main}
        className="relative z-10 mx-auto flex max-w-7xl items-center justify-between px-5 py-4 sm:px-8"
      >
        <Logo tone="dark" />
        <ul className="hidden items-center gap-8 lg:flex">
          <NavLinkItems
            labels={nav.transparentHeader}
            linkClassName="text-xs font-semibold uppercase tracking-[0.25em] text-white/85 transition hover:text-gold aria-[current=page]:text-gold"
          />
        </ul>
        <LanguageSwitchSlot className="ml-auto mr-4 text-white" />
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="overlay-menu"
          aria-label={open ? nav.closeMenu : nav.openMenu}
          onPointerEnter={preloadOverlay}
          onFocus={preloadOverlay}
          onClick={() => {
            setMenuUsed(true);
            setOpen((value) => !value);
          }}
          className="flex size-11 items-center justify-center rounded-full border border-white/30 text-white transition hover:border-gold hover:text-gold"
        >
          <MenuIcon open={open} />
        </button>
      </nav>
      {menuUsed ? (
        <Suspense fallback={null}>
          <OverlayMenu ref={menu} open={open} onNavigate={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
