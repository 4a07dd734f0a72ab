import { isPrivatePath } from '@studio/content';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useInboxCounts } from '../inbox/use-inbox-counts';
import { isActive, type NavItem } from './nav-items';

export const itemClass = (active: boolean) =>
  `flex items-center rounded-md px-3 py-1.5 text-sm transition focus-visible:outline-2 focus-visible:outline-gold ${
    active
      ? 'bg-gold/15 font-semibold text-gold shadow-[inset_3px_0_0_var(--color-gold)]'
      : 'text-slate-300 hover:bg-white/5 hover:text-white'
  }`;

/** One sidebar entry, marked as the current page when the address is one of its routes. */
export function NavLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isActive(item, pathname);
  const badgeId = useId();
  const counts = useInboxCounts().data;
  const badge = item.unreadOf ? (counts?.[item.unreadOf].unread ?? 0) : 0;
  const linkProps = {
    className: itemClass(active),
    'aria-current': active ? ('page' as const) : undefined,
    'aria-describedby': badge ? badgeId : undefined,
  };
  return (
    <li className="relative">
      {/* The count describes the link rather than renaming it: its name stays the page's. */}
      {/* The public site's pages (Gallery: "/") are outside the admin's router: a page load. */}
      {isPrivatePath(item.to) ? (
        <Link to={item.to} {...linkProps}>
          {item.label}
        </Link>
      ) : (
        <a href={item.to} {...linkProps}>
          {item.label}
        </a>
      )}
      {badge ? (
        <span
          id={badgeId}
          className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-ink"
        >
          {badge}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </li>
  );
}
