import type { MediaRecord } from '@studio/contracts';
import { useCallback, useRef, useState } from 'react';
import { uploadMedia } from './upload-media';

/** One file on its way to the library, as its progress row shows it. */
export interface UploadEntry {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: 'sending' | 'done' | 'failed';
  error?: string;
}

/**
 * Several files sent side by side, each with its own progress and outcome. `onUploaded` runs
 * for each item the server stored (or already had).
 */
export function useUploads(onUploaded: (record: MediaRecord) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(0);

  const update = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const start = useCallback(
    (files: readonly File[], alt = '') => {
      for (const file of files) {
        nextKey.current += 1;
        const key = nextKey.current;
        setEntries((all) => [...all, { key, name: file.name, progress: 0, state: 'sending' }]);
        // Alt text describes images; a clip of the same batch takes none.
        const described = file.type.startsWith('image/') ? alt : '';
        uploadMedia(file, {
          alt: described,
          onProgress: (progress) => update(key, { progress }),
        }).then(
          (record) => {
            update(key, { progress: 1, state: 'done' });
            onUploaded(record);
          },
          (error: unknown) =>
            update(key, {
              state: 'failed',
              error: error instanceof Error ? error.message : String(error),
            }),
        );
      }
    },
    [onUploaded, update],
  );

  const clear = useCallback(() => {
    setEntries((all) => all.filter((entry) => entry.state === 'sending'));
  }, []);

  return { entries, start, clear };
}
