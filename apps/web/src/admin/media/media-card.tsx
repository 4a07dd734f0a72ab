import type { MediaRecord } from '@studio/contracts';
import { useState } from 'react';
import { buttonClass, cardClass } from '../ui/styles';
import { MediaEditForm } from './media-edit-form';
import { dimensionsOf, formatBytes, kindLabels } from './media-facts';
import { MediaThumbnail } from './media-thumbnail';
import { useCopyUrl } from './use-copy-url';

interface MediaCardProps {
  item: MediaRecord;
  onSaved: (item: MediaRecord) => void;
  onDelete: (item: MediaRecord) => void;
}

/** One library item: its thumbnail and facts, and what can be done with it. */
export function MediaCard({ item, onSaved, onDelete }: MediaCardProps) {
  const [editing, setEditing] = useState(false);
  const { said, copy } = useCopyUrl();
  const facts = [kindLabels[item.kind], formatBytes(item.bytes), dimensionsOf(item)].filter(
    Boolean,
  );

  return (
    <li aria-label={item.name} className={`${cardClass} flex flex-col overflow-hidden`}>
      <MediaThumbnail item={item} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="truncate font-medium text-slate-900" title={item.name}>
          {item.name}
        </p>
        <p className="text-xs text-slate-500">{facts.join(' · ')}</p>
        {item.alt ? (
          <p className="text-xs text-slate-600">Alt: {item.alt}</p>
        ) : item.kind === 'image' ? (
          <p className="text-xs text-amber-700">No alt text yet.</p>
        ) : null}
        {item.notice ? <p className="text-xs text-amber-700">{item.notice}</p> : null}
        {editing ? (
          <MediaEditForm
            item={item}
            withName
            onSaved={(saved) => {
              setEditing(false);
              onSaved(saved);
            }}
          />
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            aria-expanded={editing}
            aria-label={`Edit ${item.name}`}
            onClick={() => setEditing(!editing)}
            className={buttonClass.smallEdit}
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`Copy URL of ${item.name}`}
            onClick={() => void copy(item.url)}
            className={buttonClass.smallEdit}
          >
            Copy URL
          </button>
          <button
            type="button"
            aria-label={`Delete ${item.name}`}
            onClick={() => onDelete(item)}
            className={buttonClass.smallDelete}
          >
            Delete
          </button>
        </div>
        <p role="status" className="text-xs text-emerald-700">
          {said}
        </p>
      </div>
    </li>
  );
}
