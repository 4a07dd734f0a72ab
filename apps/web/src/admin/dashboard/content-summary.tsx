import { contentTypes } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc';
import { adminRead } from '../api/read-options';
import { ListState, queryListState } from '../lists/list-state';
import { PlainTable } from '../lists/plain-table';

/** Every content type: its records, and what waits to be published (drafts, scheduled). */
export function ContentSummary() {
  const summary = useQuery(
    useTRPC().dashboard.summary.queryOptions(undefined, { ...adminRead, refetchOnMount: 'always' }),
  );
  return (
    <section aria-labelledby="dashboard-content" className="mt-8">
      <h2 id="dashboard-content" className="mb-3 text-lg font-semibold text-slate-900">
        All content
      </h2>
      <ListState {...queryListState(summary, 'Content', 'No content types.')}>
        <PlainTable
          caption="Records of every content type"
          headers={['Type', 'Records', 'Drafts waiting', 'Scheduled']}
        >
          {(summary.data ?? []).map((row) => {
            const { label, admin } = contentTypes[row.type];
            return (
              <tr key={row.type}>
                <th scope="row" className="px-4 py-2 font-medium">
                  <Link to={admin.list} className="text-gold-deep hover:underline">
                    {label}
                  </Link>
                </th>
                <td className="px-4 py-2">{row.total}</td>
                <td className={`px-4 py-2 ${row.drafts ? 'font-semibold text-amber-800' : ''}`}>
                  {row.drafts}
                </td>
                <td className="px-4 py-2">{row.scheduled}</td>
              </tr>
            );
          })}
        </PlainTable>
      </ListState>
    </section>
  );
}
