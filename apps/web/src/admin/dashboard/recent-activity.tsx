import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { ActivityTable } from '../activity/activity-table';
import { loadFailure } from '../api/errors';
import { adminRead } from '../api/read-options';
import { cardClass } from '../ui/styles';

const RECENT = 10;

/** The last entries of the activity log, and the way to the rest. */
export function RecentActivity() {
  const log = trpc.audit.list.useQuery({ limit: RECENT }, adminRead);
  return (
    <section aria-labelledby="dashboard-activity" className="mt-8">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="dashboard-activity" className="text-lg font-semibold text-slate-900">
          Recent activity
        </h2>
        <Link to="/admin/activity" className="text-sm font-medium text-gold-deep hover:underline">
          All activity
        </Link>
      </div>
      {log.isPending ? (
        <p role="status" className={`${cardClass} p-6 text-sm text-slate-500`}>
          Loading...
        </p>
      ) : log.isError ? (
        <p role="alert" className={`${cardClass} p-6 text-sm text-red-600`}>
          {loadFailure(log.error, 'Activity')}
        </p>
      ) : log.data.items.length === 0 ? (
        <p className={`${cardClass} p-6 text-sm text-slate-500`}>Nothing yet.</p>
      ) : (
        <ActivityTable entries={log.data.items} caption="Recent activity" />
      )}
    </section>
  );
}
