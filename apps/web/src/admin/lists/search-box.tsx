import { useEffect, useId, useRef, useState } from 'react';
import { inputClass } from '../ui/styles';

/** How long typing must pause before the list is searched. */
const SEARCH_DEBOUNCE_MS = 250;

interface SearchBoxProps {
  /** The search the list shows now (from the address). */
  value: string;
  /** Called with the trimmed text once typing pauses; must keep its identity between renders. */
  onSearch: (q: string) => void;
}

/** The search field above a list: it searches as one types, after a short pause. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The search last sent or shown: typing that only changes spaces around it sends nothing.
  const sent = useRef(value);

  // Back, Forward or a link changed the search: the field shows it (not what was typed).
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    const q = draft.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = q;
      onSearch(q);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);

  return (
    <search className="mb-4 flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Search
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        // The server's limit (browseSchema).
        maxLength={200}
        autoComplete="off"
        className={`${inputClass} max-w-sm`}
      />
    </search>
  );
}
