import { AnimatePresence, m, useMotionValueEvent, useReducedMotion, useScroll } from 'motion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MotionProvider } from '../../ui/motion-provider';
import { Logo } from './logo';
import { MenuIcon } from './menu-icon';
import { NavLinkItems } from './nav-link-items';
import { transparentHeaderLinks } from './nav-links';
import { useMenuKeys } from './use-menu-keys';

/** SPEC.md §9: the header turns solid once the page has scrolled past this. */
const SOLID_AFTER_PX = 120;

/** The fixed header of the home and gallery pages, over their full-bleed media. */
export function TransparentHeader() {
  const { scrollY } = useScroll();
  const [solid, setSolid] = useState(false);
  const [open, setOpen] = useState(false);
  const reduce = useReducedMotion() ?? false;

  useEffect(() => setSolid(window.scrollY > SOLID_AFTER_PX), []);
  useMotionValueEvent(scrollY, 'change', (y) => setSolid(y > SOLID_AFTER_PX));

  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // The overlay covers the whole page: Tab stays between the toggle and its links.
  useMenuKeys({ open, close, toggle, menu, trapFocus: true });

  const speed = reduce ? 0 : 0.5;

  return (
    <MotionProvider>
      <header
        data-testid="transparent-header"
        className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
          solid || open ? 'bg-black shadow-lg shadow-black/40' : 'bg-transparent'
        }`}
      >
        <nav
          aria-label="Main"
          className="relative z-10 mx-auto flex max-w-7xl items-center justify-between px-5 py-4 sm:px-8"
        >
          <Logo tone="dark" />
          <ul className="hidden items-center gap-8 lg:flex">
            <NavLinkItems
              links={transparentHeaderLinks}
              linkClassName="text-xs font-semibold uppercase tracking-[0.25em] text-white/85 transition hover:text-gold data-[status=active]:text-gold"
            />
          </ul>
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls="overlay-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
            className="flex size-11 items-center justify-center rounded-full border border-white/30 text-white transition hover:border-gold hover:text-gold"
          >
            <MenuIcon open={open} />
          </button>
        </nav>
        <AnimatePresence>
          {open ? (
            <m.div
              key="overlay"
              ref={menu}
              id="overlay-menu"
              data-testid="overlay-menu"
              className="fixed inset-x-0 top-0 overflow-hidden bg-ink"
              initial={{ height: 0 }}
              animate={{ height: '100vh' }}
              exit={{ height: 0 }}
              transition={{ duration: speed, ease: [0.76, 0, 0.24, 1] }}
            >
              <m.ul
                className="flex h-screen flex-col items-center justify-center gap-4 sm:gap-6"
                initial={{ opacity: 0 }}
                animate={{ opacity: 1, transition: { delay: speed * 0.6, duration: speed } }}
                exit={{ opacity: 0, transition: { duration: speed * 0.5 } }}
              >
                <NavLinkItems
                  links={transparentHeaderLinks}
                  linkClassName="font-serif text-4xl text-white transition hover:text-gold data-[status=active]:text-gold sm:text-6xl"
                  onNavigate={() => setOpen(false)}
                />
              </m.ul>
            </m.div>
          ) : null}
        </AnimatePresence>
      </header>
    </MotionProvider>
  );
}
