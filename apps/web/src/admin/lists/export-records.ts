import {
  apiErrorSchema,
  type BulkInput,
  type ContentTypeName,
  contentTypes,
  type TransferFormat,
  transferMessages,
} from '@studio/contracts';

/** The file name of a Content-Disposition header (`filename*` first), else undefined. */
export function attachmentName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below, or none.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

/** The server's message of a refused call (`{ message }`), else `fallback`. */
export async function refusalOf(response: Response, fallback: string): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.message : fallback;
}

/** An export's address: every record, those `ids` names, or those `matching` the list's filter. */
export function exportAddress(
  type: ContentTypeName,
  format: TransferFormat,
  { ids, matching }: Pick<BulkInput, 'ids' | 'matching'> = {},
): string {
  const query = new URLSearchParams({ format });
  if (ids) query.set('ids', ids.join(','));
  // The list's filter as the export's query: the same names (listFilterSchema).
  for (const [name, value] of Object.entries(matching ?? {})) {
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  return `/api/${contentTypes[type].stem}export?${query}`;
}

/**
 * Downloads a content type's records as JSON or CSV with the admin's own session: all of them,
 * or the selection's (the bulk bar's Export). Throws an Error with the server's message when
 * it refuses.
 */
export async function downloadExport(
  type: ContentTypeName,
  format: TransferFormat,
  target?: Pick<BulkInput, 'ids' | 'matching'>,
): Promise<void> {
  const { stem } = contentTypes[type];
  const response = await fetch(exportAddress(type, format, target), {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(await refusalOf(response, transferMessages.exportFailed));
  const name = attachmentName(response.headers.get('content-disposition')) ?? `${stem}.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's download has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
