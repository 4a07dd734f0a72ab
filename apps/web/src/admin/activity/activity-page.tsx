import {
  type AuditAction,
  type AuditListInput,
  access,
  auditActionLabels,
  auditActions,
} from '@studio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { adminRead } from '../api/read-options';
import { RequireAccess } from '../auth/require-access';
import { PAGE_SIZE } from '../lists/browse-input';
import { ListState, queryListState } from '../lists/list-state';
import { Pager } from '../lists/pager';
import { PageHeader } from '../ui/page-header';
import { cardClass, inputClass } from '../ui/styles';
import { ActivityTable, auditTypes } from './activity-table';

const isAction = (value: string): value is AuditAction =>
  auditActions.some((action) => action === value);

interface Filters {
  type: string;
  action: string;
  actor: string;
  from: string;
  to: string;
}
const NONE: Filters = { type: '', action: '', actor: '', from: '', to: '' };

/** The filters as the server takes them: empty ones left out. */
const inputOf = (filters: Filters, page: number): AuditListInput => ({
  limit: PAGE_SIZE,
  cursor: (page - 1) * PAGE_SIZE,
  ...(filters.type ? { type: filters.type } : {}),
  ...(isAction(filters.action) ? { action: filters.action } : {}),
  ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

function Activity() {
  const id = useId();
  const [filters, setFilters] = useState(NONE);
  const [page, setPage] = useState(1);
  const log = useQuery(
    useTRPC().audit.list.queryOptions(inputOf(filters, page), {
      ...adminRead,
      placeholderData: keepPreviousData,
    }),
  );
  const set = (name: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const field = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

  return (
    <>
      <PageHeader title="Activity" />
      <form
        aria-label="Filter the activity"
        className={`${cardClass} mb-4 grid gap-3 p-4 sm:grid-cols-5`}
        onSubmit={(event) => event.preventDefault()}
      >
        <label className={field} htmlFor={`${id}-type`}>
          Type
          <select
            id={`${id}-type`}
            className={inputClass}
            value={filters.type}
            onChange={(event) => set('type')(event.target.value)}
          >
            <option value="">All</option>
            {auditTypes.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label className={field} htmlFor={`${id}-action`}>
          Action
          <select
            id={`${id}-action`}
            className={inputClass}
            value={filters.action}
            onChange={(event) => set('action')(event.target.value)}
          >
            <option value="">All</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </select>
        </label>
        <label className={field} htmlFor={`${id}-actor`}>
          Who
          <input
            id={`${id}-actor`}
            type="search"
            className={inputClass}
            value={filters.actor}
            onChange={(event) => set('actor')(event.target.value)}
          />
        </label>
        <label className={field} htmlFor={`${id}-from`}>
          From
          <input
            id={`${id}-from`}
            type="date"
            className={inputClass}
            value={filters.from}
            onChange={(event) => set('from')(event.target.value)}
          />
        </label>
        <label className={field} htmlFor={`${id}-to`}>
          To
          <input
            id={`${id}-to`}
            type="date"
            className={inputClass}
            value={filters.to}
            onChange={(event) => set('to')(event.target.value)}
          />
        </label>
      </form>
      <ListState
        {...queryListState({ ...log, data: log.data?.items }, 'Activity', 'Nothing matches.')}
      >
        <ActivityTable entries={log.data?.items ?? []} busy={log.isPlaceholderData} />
        <Pager label="Activity" page={page} total={log.data?.total ?? 0} onPage={setPage} />
      </ListState>
    </>
  );
}

/** /admin/activity: who did what, with filters and pages; for admins. */
export function ActivityPage() {
  return (
    <RequireAccess level={access.audit.list.level} title="Activity">
      <Activity />
    </RequireAccess>
  );
}
