import { useLocation } from '@tanstack/react-router';
import { useSessionUser } from '../auth/session-user';
import { useLogout } from '../auth/use-logout';
import { NavGroup } from './nav-group';
import { type MainEntry, sidebarFor } from './nav-items';
import { itemClass, NavLink } from './nav-link';

/** A list's entries: its pages, and its groups with theirs. */
function Entries({ entries, pathname }: { entries: MainEntry[]; pathname: string }) {
  return entries.map((entry) =>
    entry.kind === 'item' ? (
      <NavLink key={entry.item.to} item={entry.item} pathname={pathname} />
    ) : (
      <NavGroup key={entry.label} label={entry.label} items={entry.items} pathname={pathname} />
    ),
  );
}

/**
 * The admin menu, from the registry's placements and the admin's own pages: only what the
 * signed-in role may use (the contracts' access table). Compact, so that on a 1280x720 laptop
 * every entry is in sight or inside a group whose heading is.
 */
export function Sidebar({ id, open }: { id: string; open: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { main, account } = sidebarFor(useSessionUser()?.role);
  const { logout, pending } = useLogout();

  return (
    <nav
      id={id}
      aria-label="Admin"
      className={`${open ? 'flex' : 'hidden'} w-full flex-col bg-ink text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0`}
    >
      <p className="hidden border-b border-white/10 px-5 py-3 font-semibold lg:block">
        <span className="text-xs uppercase tracking-[0.3em] text-gold">Studio</span> Admin
      </p>
      <ul className="flex-1 space-y-0.5 overflow-y-auto p-2">
        <Entries entries={main} pathname={pathname} />
      </ul>
      <div className="border-t border-white/10 p-2">
        {account.length > 0 ? (
          <ul className="mb-0.5 space-y-0.5">
            <Entries entries={account} pathname={pathname} />
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
