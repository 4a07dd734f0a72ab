import { Link } from '@tanstack/react-router';
import { isActive, type NavItem } from './nav-items';

export const itemClass = (active: boolean) =>
  `flex items-center rounded-md px-3 py-2 text-sm transition focus-visible:outline-2 focus-visible:outline-gold ${
    active
      ? 'bg-gold/15 font-semibold text-gold shadow-[inset_3px_0_0_var(--color-gold)]'
      : 'text-slate-300 hover:bg-white/5 hover:text-white'
  }`;

/** One sidebar entry, marked as the current page when the address is one of its routes. */
export function NavLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isActive(item, pathname);
  return (
    <li>
      <Link to={item.to} className={itemClass(active)} aria-current={active ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );
}
