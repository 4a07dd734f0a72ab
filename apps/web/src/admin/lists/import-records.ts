import {
  type ApiIssue,
  apiErrorSchema,
  type ContentTypeName,
  contentTypes,
  type ImportAnswer,
  importAnswerSchema,
  transferMessages,
} from '@studio/contracts';

/** What an import (or its dry run) answered: the counts, or why not and each row's problem. */
export type ImportOutcome =
  | { ok: true; answer: ImportAnswer }
  | { ok: false; message: string; issues: ApiIssue[] };

/** A file read as CSV by its name or type; anything else is sent as JSON. */
export const isCsvFile = (file: { name: string; type: string }) =>
  file.type === 'text/csv' || /\.csv$/i.test(file.name);

/** Sends a file to `POST /api/<stem>import` with the admin's own session; `dryRun` writes nothing. */
export async function importRecords(
  type: ContentTypeName,
  file: File,
  dryRun: boolean,
): Promise<ImportOutcome> {
  const { stem } = contentTypes[type];
  const response = await fetch(`/api/${stem}import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': isCsvFile(file) ? 'text/csv' : 'application/json' },
    body: file,
  }).catch(() => undefined);
  const body: unknown = await response?.json().catch(() => undefined);
  const answer = importAnswerSchema.safeParse(body);
  if (response?.ok && answer.success) return { ok: true, answer: answer.data };
  const refusal = apiErrorSchema.safeParse(body);
  return refusal.success
    ? { ok: false, message: refusal.data.message, issues: refusal.data.issues ?? [] }
    : { ok: false, message: transferMessages.failed, issues: [] };
}
