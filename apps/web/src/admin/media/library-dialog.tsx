import type { MediaKind, MediaRecord } from '@studio/contracts';
import { useId, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { loadFailure } from '../api/errors';
import { ListState } from '../lists/list-state';
import { SearchBox } from '../lists/search-box';
import { buttonClass } from '../ui/styles';
import { formatBytes, kindLabels } from './media-facts';
import { MediaThumbnail } from './media-thumbnail';
import { useMediaList } from './use-media-list';

interface LibraryDialogProps {
  open: boolean;
  kind: MediaKind;
  /** What the dialog is choosing for (the field's label). */
  label: string;
  onChoose: (item: MediaRecord) => void;
  onClose: () => void;
}

/** The library's items of one kind, searchable; choosing one closes the dialog. */
export function LibraryDialog({ open, ...props }: LibraryDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      labelledBy={titleId}
      closeOnBackdrop
      className="m-auto max-h-[85vh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-2xl"
    >
      <LibraryChoices titleId={titleId} {...props} />
    </Dialog>
  );
}

function LibraryChoices({
  titleId,
  kind,
  label,
  onChoose,
  onClose,
}: Omit<LibraryDialogProps, 'open'> & { titleId: string }) {
  const [search, setSearch] = useState('');
  const { list, items } = useMediaList({ search, kind });
  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          Choose {kind === 'image' ? 'an image' : 'a video'} for {label}
        </h2>
        <button type="button" onClick={onClose} className={buttonClass.secondary}>
          Cancel
        </button>
      </div>
      <SearchBox value={search} onSearch={setSearch} />
      <ListState
        pending={list.isPending}
        failed={list.isError ? loadFailure(list.error, 'Media') : undefined}
        empty={items.length === 0 ? `No ${kindLabels[kind].toLowerCase()}s found.` : undefined}
      >
        <ul aria-label="Library" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item) => (
            <li key={item._id}>
              <button
                type="button"
                aria-label={`Choose ${item.name}`}
                onClick={() => onChoose(item)}
                className="w-full overflow-hidden rounded-lg border border-slate-200 text-left text-xs hover:border-gold-deep focus-visible:outline-2 focus-visible:outline-gold"
              >
                <MediaThumbnail item={item} className="aspect-video w-full" />
                <span className="block truncate px-2 pt-1 font-medium">{item.name}</span>
                <span className="block px-2 pb-1 text-slate-500">{formatBytes(item.bytes)}</span>
              </button>
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className={`${buttonClass.secondary} mt-4`}
          >
            Load more
          </button>
        ) : null}
      </ListState>
    </>
  );
}
