import { localizedPath } from '@studio/content';
import { usePageLocale } from '../../i18n/page-locale';
import { usePageAddress } from '../page-address';
import { type NavLink, navLinks } from './nav-links';

interface NavLinkItemsProps {
  /** The menu's labels by path (a menu of `navWords`, in the page's language). */
  labels: Readonly<Record<string, string>>;
  itemClassName?: string;
  /** Style the current page's link with `aria-[current=page]:`. */
  linkClassName: string;
  /** Called when a link is followed (a menu closes itself). */
  onNavigate?: () => void;
}

/**
 * The items of a list of links to public pages; the caller owns the list element (a menu's
 * may be animated). Only the exact current path counts as current, so "/" is not marked on
 * every page.
 */
export function NavLinkItems({
  labels,
  itemClassName,
  linkClassName,
  onNavigate,
}: NavLinkItemsProps) {
  const { locale, locales } = usePageLocale();
  const here = usePageAddress().path;
  return navLinks(labels).map((link: NavLink) => (
    <li key={link.to} className={itemClassName}>
      <a
        href={localizedPath(link.to, locale, locales)}
        onClick={onNavigate}
        aria-current={link.to === here ? 'page' : undefined}
        className={linkClassName}
      >
        {link.label}
      </a>
    </li>
  ));
}
