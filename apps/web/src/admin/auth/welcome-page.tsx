import { Link } from '@tanstack/react-router';
import { buttonClass } from '../ui/styles';
import { useLogout } from './use-logout';

/** /dashboard: the simple signed-in welcome of SPEC.md §2.2. */
export function WelcomePage() {
  const { logout, pending } = useLogout();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-ink px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center text-slate-900 shadow-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-deep">Studio</p>
        <h1 className="mt-2 text-2xl font-semibold">Welcome back</h1>
        <p className="mt-2 text-sm text-slate-600">You are signed in.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/admin/dashboard" className={buttonClass.gold}>
            Open the admin
          </Link>
          <button
            type="button"
            onClick={logout}
            disabled={pending}
            className={buttonClass.secondary}
          >
            Logout
          </button>
        </div>
      </div>
    </main>
  );
}
