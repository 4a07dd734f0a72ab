import { Link, useLocation } from '@tanstack/react-router';
import { PageHeader } from '../ui/page-header';
import { buttonClass, cardClass } from '../ui/styles';

/** An /admin address that names no page (an unknown type, a mistyped route), in the layout. */
export function UnknownAdminPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <>
      <PageHeader title="Page not found" />
      <div className={`${cardClass} max-w-3xl space-y-4 p-6`}>
        <p className="text-sm text-slate-700">
          There is no admin page at <code className="font-mono text-slate-900">{pathname}</code>.
        </p>
        <Link to="/admin/dashboard" className={buttonClass.secondary}>
          Go to the dashboard
        </Link>
      </div>
    </>
  );
}
