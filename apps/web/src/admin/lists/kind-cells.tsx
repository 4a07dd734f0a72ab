/* The list rows' cells of the field kinds (admin-field-kinds.tsx says which kind has which). */
import { fieldKinds } from '@studio/contracts';
import { listOf, textOf } from '../content/registry-fields';
import { optionText } from '../forms/select-field';

/** Equipment rows show at most three features (SPEC.md §2.4). */
const LIST_PREVIEW = 3;

const linkClass = 'block max-w-56 truncate text-gold-deep underline-offset-2 hover:underline';

/** What a list row's cell is given: the field's stored value, read without trusting its shape. */
export interface CellProps {
  value: unknown;
}

/** An image's thumbnail. */
export function ImageCell({ value }: CellProps) {
  const src = textOf(value);
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className="h-14 w-20 rounded-md border border-slate-200 bg-slate-100 object-cover"
    />
  ) : null;
}

/** A link (a URL, a video's address) that opens in a new tab. */
export function LinkCell({ value }: CellProps) {
  const href = textOf(value);
  return href ? (
    <a href={href} target="_blank" rel="noreferrer noopener" className={linkClass}>
      {href}
    </a>
  ) : (
    <span className="text-slate-400">—</span>
  );
}

/** The first items of a list, and how many more. */
export function ListCell({ value }: CellProps) {
  const items = listOf(value);
  const hidden = items.length - LIST_PREVIEW;
  return (
    <>
      <ul className="list-disc space-y-0.5 pl-4 text-slate-700">
        {items.slice(0, LIST_PREVIEW).map((item, index) => (
          // Features may repeat: their position tells them apart.
          <li key={index}>{item}</li>
        ))}
      </ul>
      {hidden > 0 ? <p className="mt-1 text-xs text-slate-500">+{hidden} more</p> : null}
    </>
  );
}

/** Several lines of text, clamped to three. */
export function LinesCell({ value }: CellProps) {
  return <p className="line-clamp-3 max-w-md text-slate-700">{textOf(value)}</p>;
}

/** One line of text. */
export function TextCell({ value }: CellProps) {
  return <span className="font-medium text-slate-900">{textOf(value)}</span>;
}

/** A date and time in the admin's own locale and time zone. */
export function DateTimeCell({ value }: CellProps) {
  const iso = textOf(value);
  const at = new Date(iso);
  return iso && !Number.isNaN(at.getTime()) ? (
    <time dateTime={iso} className="whitespace-nowrap text-slate-700">
      {at.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  ) : null;
}

/** A number as its kind shows it. */
export function NumberCell({ value }: CellProps) {
  return <span className="text-slate-900 tabular-nums">{fieldKinds.number.shown(value)}</span>;
}

/** A yes-or-no as its kind shows it. */
export function YesNoCell({ value }: CellProps) {
  return <span className="text-slate-700">{fieldKinds.boolean.shown(value)}</span>;
}

/** The options chosen, by their labels (one key, or several). */
export function OptionsCell({ value }: CellProps) {
  const keys = typeof value === 'string' ? [value] : listOf(value);
  return <span className="text-slate-700">{keys.filter(Boolean).map(optionText).join(', ')}</span>;
}

/** How many records a reference names (their titles are the record's to show, not a cell's). */
export function ReferenceCell({ value }: CellProps) {
  const ids = typeof value === 'string' ? [value] : listOf(value);
  const count = ids.filter(Boolean).length;
  return count > 0 ? (
    <span className="text-slate-700">{count === 1 ? '1 linked' : `${count} linked`}</span>
  ) : null;
}
