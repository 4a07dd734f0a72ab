import {
  type AuditEntry,
  auditActionLabels,
  contentTypeNames,
  contentTypes,
  inboxes,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';
import { PlainTable } from '../lists/plain-table';

/**
 * What a log entry can be about: every content type, the site settings, the inboxes, the
 * library, accounts, users and the credentials of programs.
 */
export const auditTypes = [
  ...contentTypeNames.map((type) => ({ value: type, label: contentTypes[type].label })),
  ...singletonNames.map((name) => ({ value: name, label: singletonTypes[name].label })),
  ...Object.entries(inboxes).map(([value, inbox]) => ({ value, label: inbox.label })),
  { value: 'media', label: 'Media' },
  { value: 'account', label: 'Sign-ins' },
  { value: 'user', label: 'Users' },
  { value: 'api-token', label: 'API tokens' },
  { value: 'webhook', label: 'Webhooks' },
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
    <PlainTable caption={caption} headers={['When', 'Who', 'Action', 'What', 'Fields']} busy={busy}>
      {entries.map((entry) => (
        <tr key={entry._id}>
          <td className="whitespace-nowrap px-4 py-3">{new Date(entry.at).toLocaleString()}</td>
          <td className="px-4 py-3">{entry.actor ?? ''}</td>
          <td className="px-4 py-3">{auditActionLabels[entry.action]}</td>
          <td className="px-4 py-3">
            {typeLabel(entry.type)}
            {entry.title ? `: ${entry.title}` : ''}
          </td>
          <td className="px-4 py-3">{entry.fields?.join(', ') ?? ''}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
