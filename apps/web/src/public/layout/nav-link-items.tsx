import { Link } from '@tanstack/react-router';
import { type NavLink, navLinks } from './nav-links';

interface NavLinkItemsProps {
  /** The menu's labels by path (a menu of `navWords`, in the page's language). */
  labels: Readonly<Record<string, string>>;
  itemClassName?: string;
  /** Style the current page's link with `data-[status=active]:`. */
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
  return navLinks(labels).map((link: NavLink) => (
    <li key={link.to} className={itemClassName}>
      <Link
        to={link.to}
        onClick={onNavigate}
        activeOptions={{ exact: true }}
        className={linkClassName}
      >
        {link.label}
      </Link>
    </li>
  ));
}
