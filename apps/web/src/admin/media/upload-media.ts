import {
  apiErrorSchema,
  type MediaRecord,
  mediaMessages,
  mediaRecordSchema,
  messages,
} from '@studio/contracts';

/** Where uploads go: REST, since a file streams there (tRPC takes JSON only). */
const MEDIA_UPLOAD_URL = '/api/media';

/** A refused or failed upload, with the message to show beside the file. */
class UploadError extends Error {
  override name = 'UploadError';
}

/** The item the server answered a successful upload with (201 new, 200 already stored). */
export function uploadedRecord(status: number, body: string): MediaRecord | undefined {
  if (status !== 200 && status !== 201) return undefined;
  try {
    const parsed = mediaRecordSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What to say about a failed upload: the server's own message (413, 415, 400, 401, 403...),
 * "unreachable" when it never answered (status 0), a generic failure otherwise.
 */
export function uploadFailure(status: number, body: string): string {
  if (status === 0) return messages.unreachable;
  try {
    return apiErrorSchema.safeParse(JSON.parse(body)).data?.message || mediaMessages.uploadFailed;
  } catch {
    // A proxy's HTML error page.
    return mediaMessages.uploadFailed;
  }
}

interface UploadOptions {
  /** Sent as the item's alt text (empty is left out). */
  alt?: string;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends one file to the library. XMLHttpRequest, not fetch, since only it reports upload
 * progress. Same origin: the session cookie travels and the browser's Origin header passes the
 * server's cross-site check, as for the tRPC calls.
 */
export function uploadMedia(file: File, { alt, onProgress }: UploadOptions = {}) {
  const body = new FormData();
  // The text fields come before the file: the server reads the parts as they stream in.
  if (alt) body.append('alt', alt);
  body.append('file', file);
  return new Promise<MediaRecord>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', MEDIA_UPLOAD_URL);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const record = uploadedRecord(request.status, request.responseText);
      if (record) {
        onProgress?.(1);
        resolve(record);
      } else {
        reject(new UploadError(uploadFailure(request.status, request.responseText)));
      }
    };
    request.onerror = () => reject(new UploadError(uploadFailure(0, '')));
    request.send(body);
  });
}
