import { useLocation } from '@tanstack/react-router';
import { useSessionUser } from '../auth/session-user';
import { useLogout } from '../auth/use-logout';
import { NavGroup } from './nav-group';
import { sidebarFor } from './nav-items';
import { itemClass, NavLink } from './nav-link';

/**
 * The admin menu, from the registry's placements and the admin's own pages: only what the
 * signed-in role may use (the contracts' access table).
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
      <div className="hidden border-b border-white/10 px-6 py-5 lg:block">
        <p className="text-xs uppercase tracking-[0.3em] text-gold">Studio</p>
        <p className="mt-1 text-lg font-semibold">Admin</p>
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto p-3">
        {main.map((entry) =>
          entry.kind === 'item' ? (
            <NavLink key={entry.item.to} item={entry.item} pathname={pathname} />
          ) : (
            <NavGroup
              key={entry.label}
              label={entry.label}
              items={entry.items}
              pathname={pathname}
            />
          ),
        )}
      </ul>
      <div className="border-t border-white/10 p-3">
        {account.length > 0 ? (
          <ul className="mb-1 space-y-1">
            {account.map((item) => (
              <NavLink key={item.to} item={item} pathname={pathname} />
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
