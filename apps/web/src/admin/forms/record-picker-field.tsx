import { type ContentTypeName, contentTypes, PAGE_LIMIT_MAX, recordTitle } from '@studio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { adminRead } from '../api/read-options';
import { contentProcedures } from '../content/content-procedures';
import { buttonClass, inputClass } from '../ui/styles';
import { useBoundField } from './bound-field';
import { FieldError } from './field-error';
import { describedBy } from './field-frame';
import type { Refusal } from './refusals';

/** Matches shown under the search box. */
const MATCHES = 8;

interface RecordPickerProps {
  id: string;
  label: string;
  /** The type whose records are chosen from. */
  to: ContentTypeName;
  several: boolean;
  refused: Refusal | undefined;
}

/** The type's records an editor may name (drafts too), and their titles by id. */
function useRecords(to: ContentTypeName, search: string) {
  const trpc = useTRPC();
  const browse = contentProcedures(trpc, to).browse;
  // Every record's title (the first hundred, which a studio's types stay within), for the ids
  // already chosen; and the records the search finds, asked of the server as it is typed.
  const all = useQuery(browse.queryOptions({ limit: PAGE_LIMIT_MAX }, adminRead));
  const found = useQuery({
    ...browse.queryOptions({ search, limit: MATCHES }, adminRead),
    enabled: search.trim() !== '',
    placeholderData: keepPreviousData,
  });
  const titles = new Map<string, string>();
  for (const record of [...(all.data?.items ?? []), ...(found.data?.items ?? [])]) {
    titles.set(record._id, recordTitle(to, record));
  }
  const matches = search.trim() === '' ? all.data?.items.slice(0, MATCHES) : found.data?.items;
  return {
    titles,
    matches: matches ?? [],
    loading: all.isPending || (search.trim() !== '' && found.isPending),
    failed: all.isError || found.isError,
  };
}

/**
 * Records of another type (form.AppField), for a reference: the chosen ones in order, each
 * removable, and a search box whose matches are added (several) or chosen (one). The form holds
 * their ids: one as a text ('' for none), several as a list.
 */
export function RecordPickerField({ id, label, to, several, refused }: RecordPickerProps) {
  const { value, error, onChange, onBlur } = useBoundField<string | string[] | undefined>(refused);
  const [search, setSearch] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  const { titles, matches, loading, failed } = useRecords(to, search);
  const chosen = (typeof value === 'string' ? [value] : (value ?? [])).filter(Boolean);
  const noun = contentTypes[to].label.toLowerCase();
  const titleOf = (recordId: string) => titles.get(recordId) ?? recordId;
  // The button pressed goes with the change: focus stays in the field, on its search box.
  const set = (ids: string[]) => {
    onChange(several ? ids : (ids[0] ?? ''));
    searchBox.current?.focus();
  };
  const offered = matches.filter((record) => !chosen.includes(record._id));
  const listed = offered.length > 0 && !loading && !failed;
  const status = failed
    ? `Could not load the ${noun}. Search again to retry.`
    : loading
      ? `Loading ${noun}…`
      : offered.length === 0
        ? `No ${noun} match.`
        : `${offered.length} ${offered.length === 1 ? 'match' : 'matches'}`;

  return (
    <fieldset id={id} {...describedBy(id, error)} onBlur={onBlur}>
      <legend className="block text-sm font-medium text-slate-800">{label}</legend>
      {chosen.length > 0 ? (
        <ul aria-label={`Chosen: ${label}`} className="mt-2 flex flex-wrap gap-2">
          {chosen.map((recordId) => (
            <li
              key={recordId}
              className="flex items-center gap-2 rounded-full border border-slate-300 bg-slate-50 py-1 pl-3 pr-1 text-sm text-slate-800"
            >
              {titleOf(recordId)}
              <button
                type="button"
                aria-label={`Remove ${titleOf(recordId)}`}
                onClick={() => set(chosen.filter((other) => other !== recordId))}
                className="rounded-full px-2 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">None chosen.</p>
      )}
      <input
        ref={searchBox}
        id={`${id}-search`}
        type="search"
        aria-label={`Search ${noun}`}
        placeholder={`Search ${noun}…`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // Enter searches as typed already: it must not submit the record's form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        className={`${inputClass} mt-2`}
      />
      {/* Only this line is announced as the matches change, not every button. */}
      <p
        aria-live="polite"
        className={`mt-2 text-sm ${failed ? 'text-red-700' : 'text-slate-500'} ${listed ? 'sr-only' : ''}`}
      >
        {status}
      </p>
      {listed ? (
        <ul aria-label={`Matching ${noun}`} className="mt-2 flex flex-wrap gap-2">
          {offered.map((record) => {
            const title = recordTitle(to, record);
            return (
              <li key={record._id}>
                <button
                  type="button"
                  className={buttonClass.smallEdit}
                  onClick={() => set(several ? [...chosen, record._id] : [record._id])}
                >
                  {several ? `Add ${title}` : `Choose ${title}`}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
