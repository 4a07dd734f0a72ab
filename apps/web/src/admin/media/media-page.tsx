import { access, type MediaKind, mediaMessages } from '@studio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { loadFailure } from '../api/errors';
import { RequireAccess } from '../auth/require-access';
import { ListState } from '../lists/list-state';
import { PageHeader } from '../ui/page-header';
import { buttonClass } from '../ui/styles';
import { MediaFilters } from './media-filters';
import { MediaGrid } from './media-grid';
import { UploadPanel } from './upload-panel';
import { useMediaList } from './use-media-list';

/** /admin/media: the library of images and videos that content fields point at. */
export function MediaPage() {
  return (
    <RequireAccess level={access.media.list.level} title="Media">
      <PageHeader title="Media" />
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        Upload images and videos once and use them in any content form ("Choose from library").
        Images get smaller copies for every screen; describe each one with alt text.
      </p>
      <div className="space-y-8">
        <UploadSection />
        <LibrarySection />
      </div>
    </RequireAccess>
  );
}

function UploadSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Each finished upload shows in the grid at once.
  const uploaded = useCallback(
    () => void queryClient.invalidateQueries(trpc.media.list.infiniteQueryFilter()),
    [queryClient, trpc],
  );
  return <UploadPanel onUploaded={uploaded} />;
}

function LibrarySection() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<MediaKind | undefined>(undefined);
  const { list, items, total } = useMediaList({ search, kind });

  return (
    <section aria-label="Library" className="space-y-4">
      <MediaFilters filter={{ search, kind }} onSearch={setSearch} onKind={setKind} />
      <ListState
        pending={list.isPending}
        failed={list.isError ? loadFailure(list.error, 'Media') : undefined}
        empty={
          items.length === 0
            ? search || kind
              ? mediaMessages.noMatch
              : mediaMessages.empty
            : undefined
        }
      >
        <p className="text-sm text-slate-600">
          {items.length} of {total}
        </p>
        <MediaGrid items={items} />
        {list.hasNextPage ? (
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className={buttonClass.secondary}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </button>
        ) : null}
      </ListState>
    </section>
  );
}
