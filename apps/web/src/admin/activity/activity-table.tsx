import { type AuditEntry, contentTypeNames, contentTypes, inboxes } from '@studio/contracts';
import { cardClass } from '../ui/styles';

/** What a log entry can be about: every content type, the inboxes, the library, accounts and users. */
export const auditTypes = [
  ...contentTypeNames.map((type) => ({ value: type, label: contentTypes[type].label })),
  ...Object.entries(inboxes).map(([value, inbox]) => ({ value, label: inbox.label })),
  { value: 'media', label: 'Media' },
  { value: 'account', label: 'Sign-ins' },
  { value: 'user', label: 'Users' },
];
const typeLabel = (type: string | null) =>
  auditTypes.find((choice) => choice.value === type)?.label ?? type ?? '';

/** Entries of the activity log: when, who, what was done, to which record, which fields. */
export function ActivityTable({
  entries,
  busy = false,
  caption = 'Activity',
}: {
  entries: AuditEntry[];
  busy?: boolean;
  caption?: string;
}) {
  return (
    <div className={`${cardClass} overflow-x-auto`}>
      <table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wider text-slate-500">
          <tr>
            {['When', 'Who', 'Action', 'What', 'Fields'].map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className="whitespace-nowrap px-4 py-3">{new Date(entry.at).toLocaleString()}</td>
              <td className="px-4 py-3">{entry.actor ?? ''}</td>
              <td className="px-4 py-3">{entry.action}</td>
              <td className="px-4 py-3">
                {typeLabel(entry.type)}
                {entry.title ? `: ${entry.title}` : ''}
              </td>
              <td className="px-4 py-3">{entry.fields?.join(', ') ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
