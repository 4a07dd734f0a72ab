import { publishMessages, publishStates } from '@studio/contracts';
import { useId } from 'react';
import type { ListStatus } from './browse-input';

const choices: { status: ListStatus; label: string }[] = [
  { status: 'all', label: 'All' },
  ...publishStates.map((status) => ({
    status,
    label: publishMessages.badges[status],
  })),
];

/** Every record, or only those of one publishing state. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ListStatus;
  onChange: (status: ListStatus) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        Show
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.status === event.target.value);
          if (chosen) onChange(chosen.status);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep"
      >
        {choices.map(({ status, label }) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
