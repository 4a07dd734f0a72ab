import { inboxes, inboxNames } from '@studio/contracts';
import { Link } from '@tanstack/react-router';
import { loadFailure } from '../api/errors';
import { useInboxCounts } from '../inbox/use-inbox-counts';
import { cardClass } from '../ui/styles';

/** The inboxes' unread entries, each card leading to its inbox. */
export function InboxSummary() {
  const counts = useInboxCounts();
  return (
    <section aria-labelledby="dashboard-inbox" className="mt-8">
      <h2 id="dashboard-inbox" className="mb-3 text-lg font-semibold text-slate-900">
        Inbox
      </h2>
      {counts.isError ? (
        <p role="alert" className={`${cardClass} p-6 text-sm text-red-600`}>
          {loadFailure(counts.error, 'Inbox')}
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          {inboxNames.map((name) => {
            const { label, admin } = inboxes[name];
            const count = counts.data?.[name];
            return (
              <section key={name} aria-label={`${label} inbox`} className={`${cardClass} p-6`}>
                <h3 className="text-sm font-medium uppercase tracking-wider text-slate-500">
                  {label}
                </h3>
                <p className="mt-3 text-3xl font-semibold text-slate-900">
                  {count ? `${count.unread} unread` : '—'}
                </p>
                {count ? (
                  <p className="mt-1 text-sm text-slate-500">
                    {count.all} in the inbox, {count.spam} in spam
                  </p>
                ) : null}
                <Link
                  to={admin}
                  className="mt-4 inline-block text-sm font-medium text-gold-deep hover:underline"
                >
                  Open {label.toLowerCase()}
                </Link>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
