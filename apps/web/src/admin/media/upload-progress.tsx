import { mediaMessages } from '@studio/contracts';
import type { UploadEntry } from './use-uploads';

/** Each file's progress bar and outcome; a refusal shows the server's message. */
export function UploadProgress({ entries }: { entries: readonly UploadEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="space-y-2">
      {entries.map((entry) => (
        <li key={entry.key} className="text-sm">
          <div className="flex items-center gap-3">
            <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{entry.name}</span>
            <progress
              aria-label={`Upload of ${entry.name}`}
              value={Math.round(entry.progress * 100)}
              max={100}
              className="h-2 w-40 accent-gold-deep"
            />
          </div>
          {entry.state === 'failed' ? (
            <p role="alert" className="mt-1 text-red-700">
              {entry.name}: {entry.error}
            </p>
          ) : (
            <p role="status" className="mt-1 text-slate-500">
              {entry.state === 'done' ? mediaMessages.uploaded(entry.name) : ''}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
