import { navWords } from '@studio/content';
import { AnimatePresence, domAnimation, LazyMotion, m } from 'motion/react';
import type { Ref } from 'react';
import { useWords } from '../../i18n/page-locale';
import { useReducedMotion } from '../../ui/use-reduced-motion';
import { NavLinkItems } from './nav-link-items';

interface OverlayMenuProps {
  open: boolean;
  /** Called when a link is followed: the menu closes behind it. */
  onNavigate: () => void;
  ref: Ref<HTMLDivElement>;
}

/**
 * The transparent header's full-screen menu, sliding down over the page. Fetched apart from
 * the header, only for a visitor about to open it, with its animation features (not fetched
 * after it): the first opening animates at once. The only public part that runs motion.
 */
export function OverlayMenu({ open, onNavigate, ref }: OverlayMenuProps) {
  const reduce = useReducedMotion();
  const nav = useWords('nav', navWords);
  const speed = reduce ? 0 : 0.5;
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {open ? (
          <m.div
            key="overlay"
            ref={ref}
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
                labels={nav.transparentHeader}
                linkClassName="font-serif text-4xl text-white transition hover:text-gold aria-[current=page]:text-gold sm:text-6xl"
                onNavigate={onNavigate}
              />
            </m.ul>
          </m.div>
        ) : null}
      </AnimatePresence>
    </LazyMotion>
  );
}
