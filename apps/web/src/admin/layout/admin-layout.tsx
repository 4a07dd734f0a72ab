import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { SessionUserContext } from '../auth/session-user';
import { useSessionExpiry } from '../auth/use-session-expiry';
import { Sidebar } from './sidebar';

/** Where an admin who must first set up a second factor does it (TWO_FACTOR=required-for-admins). */
const ENROLMENT_PAGE = '/admin/account';

/**
 * Dark sidebar beside a light work area; on a phone the sidebar folds behind a Menu button. A
 * session that must first enrol a second factor is kept on the account page, where that is done.
 */
export function AdminLayout() {
  const user = useSessionExpiry();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const elsewhere = user?.mustEnrolTwoFactor === true && pathname !== ENROLMENT_PAGE;

  useEffect(() => {
    if (elsewhere) void navigate({ to: ENROLMENT_PAGE, replace: true });
  }, [elsewhere, navigate]);

  // A phone user who picked a page wants to see it, not the menu.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  return (
    <SessionUserContext value={user}>
      <div className="min-h-screen bg-slate-100 text-slate-900 lg:flex">
        <div className="flex items-center justify-between bg-ink px-4 py-3 text-white lg:hidden">
          <p className="font-semibold">
            <span className="text-gold">Studio</span> Admin
          </p>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-md border border-white/20 px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-gold"
          >
            Menu
          </button>
        </div>
        <Sidebar id={sidebarId} open={menuOpen} />
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-10">
          {elsewhere ? null : <Outlet />}
        </main>
      </div>
    </SessionUserContext>
  );
}
