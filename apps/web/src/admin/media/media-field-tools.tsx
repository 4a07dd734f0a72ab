import { access, type MediaKind, type MediaRecord, mediaMessages } from '@studio/contracts';
import { useCallback, useRef, useState } from 'react';
import { useAllows } from '../auth/session-user';
import { buttonClass } from '../ui/styles';
import { LibraryDialog } from './library-dialog';
import { MediaEditForm } from './media-edit-form';
import { UploadProgress } from './upload-progress';
import { useUploads } from './use-uploads';

interface MediaFieldToolsProps {
  id: string;
  label: string;
  kind: MediaKind;
  value: string;
  onChange: (url: string) => void;
}

/**
 * Beside an image or video URL field: upload a file, or choose one from the library; either
 * puts the item's URL in the field (which can still be typed or pasted). An image chosen
 * without alt text asks for it here, since the server will not save a record using it.
 */
export function MediaFieldTools({ id, label, kind, value, onChange }: MediaFieldToolsProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<MediaRecord | null>(null);
  const mayUpload = useAllows(access.media.upload.level);
  const mayList = useAllows(access.media.list.level);

  const take = useCallback(
    (item: MediaRecord) => {
      setChosen(item);
      onChange(item.url);
    },
    [onChange],
  );
  const { entries, start } = useUploads(take);
  const needsAlt =
    chosen !== null && chosen.kind === 'image' && chosen.url === value && chosen.alt === '';

  return (
    <fieldset className="mt-2 space-y-2">
      <legend className="sr-only">{label} media</legend>
      <div className="flex flex-wrap gap-2">
        {mayUpload ? (
          <>
            <button
              type="button"
              onClick={() => picker.current?.click()}
              className={buttonClass.smallEdit}
            >
              Upload
            </button>
            <input
              ref={picker}
              id={`${id}-file`}
              type="file"
              accept={`${kind}/*`}
              aria-label={`Upload a file for ${label}`}
              className="hidden"
              onChange={(event) => {
                start([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          </>
        ) : null}
        {mayList ? (
          <button type="button" onClick={() => setChoosing(true)} className={buttonClass.smallEdit}>
            Choose from library
          </button>
        ) : null}
      </div>
      <UploadProgress entries={entries} />
      {needsAlt ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
          <p role="status" className="mb-2 text-sm text-amber-800">
            {mediaMessages.altRequired}
          </p>
          <MediaEditForm item={chosen} withName={false} onSaved={setChosen} />
        </div>
      ) : null}
      {kind === 'video' && value.startsWith('/') ? (
        <VideoPreview url={value} chosen={chosen} />
      ) : null}
      <LibraryDialog
        open={choosing}
        kind={kind}
        label={label}
        onClose={() => setChoosing(false)}
        onChoose={(item) => {
          setChoosing(false);
          take(item);
        }}
      />
    </fieldset>
  );
}

/** A small player for a video file on this site, with the library's poster when known. */
function VideoPreview({ url, chosen }: { url: string; chosen: MediaRecord | null }) {
  const poster = chosen?.url === url ? chosen.poster : undefined;
  return (
    <video
      src={url}
      poster={poster}
      controls
      muted
      preload="metadata"
      aria-label="Video preview"
      className="h-32 max-w-xs rounded-md border border-slate-200 bg-slate-900"
    />
  );
}
