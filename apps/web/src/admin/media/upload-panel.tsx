import type { MediaRecord } from '@studio/contracts';
import { type DragEvent, useId, useState } from 'react';
import { buttonClass, cardClass, inputClass } from '../ui/styles';
import { UploadProgress } from './upload-progress';
import { useUploads } from './use-uploads';

/** What the picker and the drop zone take: the library's kinds (the server checks the bytes). */
const MEDIA_ACCEPT = 'image/*,video/*';

/** Alt text for what is sent next, then files dropped or picked, each with its progress. */
export function UploadPanel({ onUploaded }: { onUploaded: (record: MediaRecord) => void }) {
  const altId = useId();
  const fileId = useId();
  const [alt, setAlt] = useState('');
  const [over, setOver] = useState(false);
  const { entries, start, clear } = useUploads(onUploaded);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    start([...event.dataTransfer.files], alt.trim());
  };

  return (
    <section aria-label="Upload media" className={`${cardClass} space-y-4 p-6`}>
      <div>
        <label htmlFor={altId} className="block text-sm font-medium text-slate-800">
          Alt text
        </label>
        <p className="mt-1 text-xs text-slate-600">
          Given to each image of the next upload (videos take none); each can be changed after.
        </p>
        <input
          id={altId}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          placeholder="What the image shows (for people who cannot see it)"
          className={`${inputClass} mt-1`}
        />
      </div>
      {/* Dropping is a shortcut; the file picker inside does the same from the keyboard. */}
      <section
        aria-label="Drop zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`rounded-lg border-2 border-dashed p-6 text-center text-sm ${over ? 'border-gold-deep bg-amber-50' : 'border-slate-300'}`}
      >
        <p className="text-slate-600">Drop images or videos here, or</p>
        {/* The input is hidden but focusable; its label is the button people see. */}
        <input
          id={fileId}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          onChange={(event) => {
            start([...(event.target.files ?? [])], alt.trim());
            // Picking the same file again must start another upload.
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={fileId}
          className={`${buttonClass.smallEdit} mt-2 inline-block cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-gold-deep`}
        >
          Choose files
        </label>
      </section>
      <UploadProgress entries={entries} />
      {entries.some((entry) => entry.state !== 'sending') ? (
        <button type="button" onClick={clear} className="text-sm text-slate-600 underline">
          Clear finished uploads
        </button>
      ) : null}
    </section>
  );
}
