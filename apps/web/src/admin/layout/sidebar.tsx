import { Link, useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useSessionUser } from '../auth/session-user';
import { useLogout } from '../auth/use-logout';
import {
  accountNav,
  allowedItems,
  homepageSections,
  isActive,
  mainNav,
  type NavItem,
} from './nav-items';

const itemClass = (active: boolean) =>
  `flex items-center rounded-md px-3 py-2 text-sm transition focus-visible:outline-2 focus-visible:outline-gold ${
    active
      ? 'bg-gold/15 font-semibold text-gold shadow-[inset_3px_0_0_var(--color-gold)]'
      : 'text-slate-300 hover:bg-white/5 hover:text-white'
  }`;

function NavLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isActive(item, pathname);
  return (
    <li>
      <Link to={item.to} className={itemClass(active)} aria-current={active ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );
}

/** The admin menu: only what the signed-in role may use (the contracts' access table). */
export function Sidebar({ id, open }: { id: string; open: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const role = useSessionUser()?.role;
  const main = allowedItems(mainNav, role);
  const sections = allowedItems(homepageSections, role);
  const own = allowedItems(accountNav, role);
  const sectionActive = sections.some((item) => isActive(item, pathname));
  const [sectionsOpen, setSectionsOpen] = useState(sectionActive);
  const groupId = useId();
  const { logout, pending } = useLogout();

  return (
    <nav
      id={id}
      aria-label="Admin"
      className={`${open ? 'flex' : 'hidden'} w-full flex-col bg-ink text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0`}
    >
      <div className="hidden border-b border-white/10 px-6 py-5 lg:block">
        <p className="text-xs uppercase tracking-[0.3em] text-gold">Studio</p>
        <p className="mt-1 text-lg font-semibold">Admin</p>
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto p-3">
        {main.map((item) => (
          <NavLink key={item.label} item={item} pathname={pathname} />
        ))}
        {sections.length > 0 ? (
          <li>
            <button
              type="button"
              aria-expanded={sectionsOpen || sectionActive}
              aria-controls={groupId}
              onClick={() => setSectionsOpen((value) => !value)}
              className={`${itemClass(false)} w-full justify-between`}
            >
              Homepage Sections
              <span aria-hidden="true" className="text-xs">
                {sectionsOpen || sectionActive ? '▾' : '▸'}
              </span>
            </button>
            <ul
              id={groupId}
              hidden={!(sectionsOpen || sectionActive)}
              className="mt-1 space-y-1 border-l border-white/10 pl-3"
            >
              {sections.map((item) => (
                <NavLink key={item.label} item={item} pathname={pathname} />
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
      <div className="border-t border-white/10 p-3">
        {own.length > 0 ? (
          <ul className="mb-1 space-y-1">
            {own.map((item) => (
              <NavLink key={item.label} item={item} pathname={pathname} />
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          onClick={logout}
          disabled={pending}
          className={`${itemClass(false)} w-full`}
        >
          Logout
        </button>
      </div>
    </nav>
  );
}
