import { type PublishingMeta, publishBadge } from '@studio/contracts';
import { useId } from 'react';
import { PublishBadge } from '../lists/publish-badge';
import { InputControl } from './input-control';
import type { Refusal } from './refusals';

interface PublishingPanelProps {
  /** The record's publishing as stored; absent on the add form. */
  stored: PublishingMeta | undefined;
  schedule: string;
  onSchedule: (local: string) => void;
  /** When a published record stops being public (datetime-local text; '' for never). */
  expiry: string;
  onExpiry: (local: string) => void;
  /** What the server refused of either time, shown on it until it is edited. */
  refused: { schedule: Refusal; expiry: Refusal };
}

/** Where a record stands (draft, scheduled, published), when it goes public and when it stops. */
export function PublishingPanel({
  stored,
  schedule,
  onSchedule,
  expiry,
  onExpiry,
  refused,
}: PublishingPanelProps) {
  const id = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Publishing</legend>
      {stored ? (
        <p className="text-sm text-slate-700">
          Now: <PublishBadge state={publishBadge(stored, Date.now())} />
        </p>
      ) : null}
      <InputControl
        id={`${id}-publish-at`}
        name="publishAt"
        label="Publish at (optional)"
        required={false}
        type="datetime-local"
        value={schedule}
        error={refused.schedule.message}
        onChange={(local) => {
          refused.schedule.forget();
          onSchedule(local);
        }}
        onBlur={() => {}}
      />
      <p className="text-xs text-slate-500">
        Empty: public as soon as it is published. A later time keeps a published record hidden until
        then. A draft is never public.
      </p>
      <InputControl
        id={`${id}-unpublish-at`}
        name="unpublishAt"
        label="Unpublish at (optional)"
        required={false}
        type="datetime-local"
        value={expiry}
        error={refused.expiry.message}
        onChange={(local) => {
          refused.expiry.forget();
          onExpiry(local);
        }}
        onBlur={() => {}}
      />
      <p className="text-xs text-slate-500">
        Empty: public until unpublished by hand. At this time a published record leaves the site and
        becomes a draft again; it must come after the publish time.
      </p>
    </fieldset>
  );
}
