import { access } from '@studio/contracts';
import { useAllows } from '../auth/session-user';
import { countedTypes } from '../pages/admin-pages';
import { PageHeader } from '../ui/page-header';
import { InboxChart, RecordsChart } from './charts';
import { ContentSummary } from './content-summary';
import { CountCard } from './count-card';
import { InboxSummary } from './inbox-summary';
import { RecentActivity } from './recent-activity';

/**
 * SPEC's four counts first; the charts (the inbox's for admins); then every type, and for admins
 * the inbox and the activity.
 */
export function DashboardPage() {
  const readsInbox = useAllows(access.contact.list.level);
  const readsActivity = useAllows(access.audit.list.level);
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {countedTypes.map((type) => (
          <CountCard key={type} type={type} />
        ))}
      </div>
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        {readsInbox ? <InboxChart /> : null}
        <RecordsChart />
      </div>
      {readsInbox ? <InboxSummary /> : null}
      <ContentSummary />
      {readsActivity ? <RecentActivity /> : null}
    </>
  );
}
