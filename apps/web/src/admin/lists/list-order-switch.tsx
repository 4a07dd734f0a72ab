import type { ListOrder } from './browse-input';

const choices: { order: ListOrder; label: string }[] = [
  { order: 'newest', label: 'Newest first' },
  { order: 'site', label: "Site's order" },
];

/** Newest first, or the order the public pages show (which the list can then arrange). */
export function ListOrderSwitch({
  value,
  onChange,
}: {
  value: ListOrder;
  onChange: (order: ListOrder) => void;
}) {
  return (
    <fieldset className="mb-4 flex items-center gap-2 text-sm">
      <legend className="sr-only">Sort</legend>
      {choices.map(({ order, label }) => (
        <button
          key={order}
          type="button"
          aria-pressed={value === order}
          onClick={() => onChange(order)}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
