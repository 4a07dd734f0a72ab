import { CHART_MONTHS, CHART_WEEKS } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc';
import { adminRead } from '../api/read-options';
import { queryListState } from '../lists/list-state';
import { ChartCard } from './chart-card';
import { type ChartData, inboxChart, recordsChart } from './chart-data';

const read = { ...adminRead, refetchOnMount: 'always' } as const;

/** ChartCard's props from a query and its chart (nothing to draw: every count is 0). */
function useChart<T>(
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined },
  toChart: (data: T) => ChartData,
  label: string,
  empty: string,
) {
  const chart = useMemo(
    () => (query.data ? toChart(query.data) : undefined),
    [query.data, toChart],
  );
  const drawn = chart?.series.filter((series) => series.values.some((count) => count > 0));
  return { chart, state: queryListState({ ...query, data: drawn }, label, empty) };
}

/** Both inboxes' arrivals in each of the last weeks, spam apart (admins). */
export function InboxChart() {
  const query = useQuery(useTRPC().dashboard.inboxPerWeek.queryOptions(undefined, read));
  return (
    <ChartCard
      id="dashboard-inbox-chart"
      title={`Messages and applications per week (last ${CHART_WEEKS})`}
      {...useChart(
        query,
        inboxChart,
        'Inbox chart',
        `Nothing received in the last ${CHART_WEEKS} weeks.`,
      )}
    />
  );
}

/** The records created in each of the last months, per type. */
export function RecordsChart() {
  const query = useQuery(useTRPC().dashboard.recordsPerMonth.queryOptions(undefined, read));
  return (
    <ChartCard
      id="dashboard-records-chart"
      title={`Records created per month (last ${CHART_MONTHS})`}
      {...useChart(
        query,
        recordsChart,
        'Records chart',
        `No records created in the last ${CHART_MONTHS} months.`,
      )}
    />
  );
}
