import { navWords, site } from '@studio/content';
import { useCallback, useRef, useState } from 'react';
import { useWords } from '../../i18n/page-locale';
import { useSiteSettings } from '../data/use-site-settings';
import { LanguageSwitchSlot } from './language-switch-slot';
import { Logo } from './logo';
import { MenuIcon } from './menu-icon';
import { NavLinkItems } from './nav-link-items';
import { SmartLink } from './smart-link';
import { useMenuKeys } from './use-menu-keys';

/** Black, and gold for the current page (SPEC.md §2.4). */
const linkClass =
  'text-sm font-semibold tracking-[0.15em] text-black transition hover:text-gold-deep aria-[current=page]:text-gold-deep';

/** The sticky header of the inner pages: Spanish release banner, then logo and links. */
export function LightHeader() {
  const [open, setOpen] = useState(false);
  const settings = useSiteSettings();
  const nav = useWords('nav', navWords);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // A list under the bar, not over the page: Escape closes it, Tab moves on as usual.
  useMenuKeys({ open, close, toggle, menu, trapFocus: false });

  return (
    <header className="sticky top-0 z-40 shadow-lg shadow-black/20">
      <div className="bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-5 gap-y-2 px-5 py-2.5 text-center text-xs sm:text-sm">
          <p lang="es" className="tracking-wide text-white/85">
            {settings.bannerText}
          </p>
          <SmartLink
            href={settings.bannerUrl}
            lang="es"
            className="rounded-full border border-gold px-4 py-1 text-xs font-bold uppercase tracking-[0.2em] text-gold transition hover:bg-gold hover:text-ink"
          >
            {site.topBannerCta}
          </SmartLink>
        </div>
      </div>
      <nav aria-label={nav.main} className="bg-ivory text-black">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-5 py-3 sm:px-8">
          <Logo tone="light" />
          <ul className="hidden items-center gap-8 lg:flex">
            <NavLinkItems labels={nav.lightHeader} linkClassName={linkClass} />
          </ul>
          <LanguageSwitchSlot className="ml-auto mr-4 text-black lg:ml-8 lg:mr-0" />
          <button
            ref={toggle}
            type="button"
            className="flex size-11 items-center justify-center rounded-sm border border-black/20 text-black lg:hidden"
            aria-expanded={open}
            aria-controls="light-header-menu"
            aria-label={open ? nav.closeMenu : nav.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon open={open} />
          </button>
        </div>
        {open ? (
          <ul
            ref={menu}
            id="light-header-menu"
            className="animate-fade-in border-t border-black/10 bg-ivory px-5 pb-4 lg:hidden"
          >
            <NavLinkItems
              labels={nav.lightHeader}
              itemClassName="border-b border-black/5 last:border-0"
              linkClassName={`${linkClass} block py-3`}
              onNavigate={() => setOpen(false)}
            />
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
