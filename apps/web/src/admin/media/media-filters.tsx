import type { MediaKind } from '@studio/contracts';
import { useId } from 'react';
import { SearchBox } from '../lists/search-box';
import { compactSelectClass } from '../ui/styles';
import type { MediaFilter } from './use-media-list';

const kindChoices: { value: MediaKind | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
];

const isKind = (value: string): value is MediaKind => value === 'image' || value === 'video';

interface MediaFiltersProps {
  filter: MediaFilter;
  /** Must keep its identity between renders (the search box waits for typing to pause). */
  onSearch: (search: string) => void;
  onKind: (kind: MediaKind | undefined) => void;
}

/** The library's search box and kind filter (All / Images / Videos). */
export function MediaFilters({ filter, onSearch, onKind }: MediaFiltersProps) {
  const kindId = useId();
  return (
    <div className="flex flex-wrap items-start gap-6">
      <SearchBox value={filter.search} onSearch={onSearch} />
      <div className="flex items-center gap-3">
        <label htmlFor={kindId} className="text-sm font-medium text-slate-700">
          Kind
        </label>
        <select
          id={kindId}
          value={filter.kind ?? ''}
          onChange={(event) => onKind(isKind(event.target.value) ? event.target.value : undefined)}
          className={compactSelectClass}
        >
          {kindChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
