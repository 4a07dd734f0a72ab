import { lazy, Suspense } from 'react';
import { ListState } from '../lists/list-state';
import { PlainTable } from '../lists/plain-table';
import { cardClass } from '../ui/styles';
import type { ChartData } from './chart-data';

// The charting library comes with the dashboard's charts only, never with another page.
const LineChart = lazy(() =>
  import('./line-chart').then((module) => ({ default: module.LineChart })),
);

interface ChartCardProps {
  id: string;
  title: string;
  /** ListState's props: loading, failed, nothing to draw */
  state: { pending: boolean; failed: string | undefined; empty: string | undefined };
  chart: ChartData | undefined;
}

/** A small chart under its heading, and its numbers as a table (for screen readers, or a look). */
export function ChartCard({ id, title, state, chart }: ChartCardProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ListState {...state}>
        {chart ? (
          <div className={`${cardClass} p-4`}>
            <Suspense fallback={<div className="min-h-[220px]" />}>
              <LineChart chart={chart} />
            </Suspense>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-gold-deep">
                The numbers as a table
              </summary>
              <div className="mt-3">
                <PlainTable
                  caption={title}
                  headers={[chart.period, ...chart.series.map((series) => series.label)]}
                >
                  {chart.rows.map((row, period) => (
                    <tr key={row}>
                      <th scope="row" className="px-4 py-2 font-medium">
                        {row}
                      </th>
                      {chart.series.map((series) => (
                        <td key={series.label} className="px-4 py-2">
                          {series.values[period]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </PlainTable>
              </div>
            </details>
          </div>
        ) : null}
      </ListState>
    </section>
  );
}
