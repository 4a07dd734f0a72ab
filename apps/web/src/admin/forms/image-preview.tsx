import { isWebUrl } from '@studio/contracts';
import { useState } from 'react';

/** A live preview of an image URL field, so a wrong link shows before saving. */
export function ImagePreview({ id, url }: { id: string; url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || !isWebUrl(url)) return null;
  return (
    <div id={`${id}-hint`} className="mt-2">
      {failedUrl === url ? (
        <p className="text-sm text-amber-700">This image could not be loaded.</p>
      ) : (
        <img
          src={url}
          alt="Preview"
          onError={() => setFailedUrl(url)}
          className="h-32 max-w-xs rounded-md border border-slate-200 bg-slate-100 object-cover"
        />
      )}
    </div>
  );
}
