import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc';
import { ActivityTable } from '../activity/activity-table';
import { adminRead } from '../api/read-options';
import { ListState, queryListState } from '../lists/list-state';

const RECENT = 10;

/** The last entries of the activity log, and the way to the rest. */
export function RecentActivity() {
  const log = useQuery(
    useTRPC().audit.list.queryOptions(
      { limit: RECENT },
      { ...adminRead, refetchOnMount: 'always' },
    ),
  );
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
      <ListState {...queryListState({ ...log, data: log.data?.items }, 'Activity', 'Nothing yet.')}>
        <ActivityTable entries={log.data?.items ?? []} caption="Recent activity" />
      </ListState>
    </section>
  );
}
