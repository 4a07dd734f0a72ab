import { type ContentTypeName, contentTypes, messages } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc';
import { cardClass } from '../ui/styles';
import { countQuery } from './count-query';

/** One dashboard count: "—" until it loads, "<Title> API failed" when it cannot. */
export function CountCard({ type }: { type: ContentTypeName }) {
  const { label, admin } = contentTypes[type];
  const count = useQuery(countQuery(useTRPC(), type));

  return (
    <section
      aria-label={label}
      aria-busy={count.isPending}
      className={`${cardClass} relative overflow-hidden p-6`}
    >
      <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gold" />
      <h2 className="text-sm font-medium uppercase tracking-wider text-slate-500">{label}</h2>
      <p className="mt-3 text-4xl font-semibold text-slate-900" data-testid="count">
        {count.isSuccess ? count.data : '—'}
      </p>
      {count.isPending ? <p className="mt-2 text-sm text-slate-500">Loading...</p> : null}
      {count.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {messages.dashboard.apiFailed(label)}
        </p>
      ) : null}
      <Link
        to={admin.list}
        className="mt-4 inline-block text-sm font-medium text-gold-deep hover:underline"
      >
        Manage {label.toLowerCase()}
      </Link>
    </section>
  );
}
