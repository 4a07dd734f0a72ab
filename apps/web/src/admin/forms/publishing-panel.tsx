import { type PublishingMeta, publishBadge } from '@studio/contracts';
import { useId } from 'react';
import { PublishBadge } from '../lists/publish-badge';
import { InputControl } from './input-control';

interface PublishingPanelProps {
  /** The record's publishing as stored; absent on the add form. */
  stored: PublishingMeta | undefined;
  schedule: string;
  onSchedule: (local: string) => void;
}

/** Where a record stands (draft, scheduled, published) and when it goes public. */
export function PublishingPanel({ stored, schedule, onSchedule }: PublishingPanelProps) {
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
        error={undefined}
        onChange={onSchedule}
        onBlur={() => {}}
      />
      <p className="text-xs text-slate-500">
        Empty: public as soon as it is published. A later time keeps a published record hidden until
        then. A draft is never public.
      </p>
    </fieldset>
  );
}
