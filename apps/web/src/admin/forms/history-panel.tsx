import {
  type ContentTypeName,
  conflictMessages,
  type FieldKind,
  fieldKind,
  publishMessages,
  type Revision,
  registryFields,
  revisionMessages,
} from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { adminRead } from '../api/read-options';
import { contentProcedures } from '../content/content-procedures';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { buttonClass, cardClass } from '../ui/styles';

/** A value as its kind shows it as text (packages/contracts/src/field-kinds). */
const shown = (kind: FieldKind, value: unknown): string =>
  fieldKind(kind).shown(value) || conflictMessages.empty;

/** The fields where a version differs from the record as it is now, by label. */
function changes(type: ContentTypeName, version: Revision, current: Record<string, unknown>) {
  return registryFields(type).flatMap(({ name, spec }) =>
    JSON.stringify(version.data[name] ?? null) === JSON.stringify(current[name] ?? null)
      ? []
      : [
          {
            label: spec.label,
            was: shown(spec.kind, version.data[name]),
            now: shown(spec.kind, current[name]),
          },
        ],
  );
}

/**
 * The edit page's History: every kept version with its time and author, what differs from the
 * record now, field by field, and Restore (which makes a new version).
 */
export function HistoryPanel({
  type,
  id,
  current,
  onRestored,
}: {
  type: ContentTypeName;
  id: string;
  current: Record<string, unknown>;
  /** Told once the restored record has been read again (the form then starts from it). */
  onRestored: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const procedures = contentProcedures(trpc, type);
  const versions = useQuery(procedures.history.queryOptions({ id }, adminRead));
  // Every answer of the type read again (the public pages' too).
  const refresh = () => queryClient.invalidateQueries(trpc.content[type].pathFilter());
  const [asked, setAsked] = useState<Revision | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const restore = useMutation(
    procedures.restore.mutationOptions({
      onSuccess: async () => {
        // Read again, then the form restarts.
        await refresh();
        onRestored();
        setOutcome({ ok: true, text: revisionMessages.restored });
      },
      onError: (error) => {
        void refresh();
        setOutcome({
          ok: false,
          text: serverMessage(error) ?? 'The version could not be restored.',
        });
      },
      onSettled: () => setAsked(null),
    }),
  );

  return (
    <section aria-labelledby={`history-${id}`} className={`${cardClass} mt-6 max-w-3xl p-6 sm:p-8`}>
      <h2 id={`history-${id}`} className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mt-3 text-sm ${outcome.ok ? 'text-emerald-700' : 'text-red-600'}`}
        >
          {outcome.text}
        </p>
      ) : null}
      {versions.isPending ? (
        <p className="mt-3 text-sm text-slate-500">Loading...</p>
      ) : versions.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          The history could not be loaded.
        </p>
      ) : versions.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No earlier versions yet.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {versions.data.map((version, index) => {
            const differs = changes(type, version, current);
            const when = new Date(version.createdAt).toLocaleString();
            return (
              <li key={version._id} className="rounded-lg border border-slate-200 p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-slate-800">
                    <span className="font-medium">{when}</span> ·{' '}
                    {version.author ??
                      (version.note === 'expired'
                        ? revisionMessages.bySite
                        : revisionMessages.noAuthor)}{' '}
                    · {publishMessages.badges[version.status]}
                    {version.note ? ` · ${revisionMessages.notes[version.note]}` : ''}
                    {index === 0 ? ' · current' : ''}
                  </p>
                  {index > 0 ? (
                    <button
                      type="button"
                      className={buttonClass.smallEdit}
                      aria-label={`Restore the version of ${when}`}
                      onClick={() => setAsked(version)}
                    >
                      Restore
                    </button>
                  ) : null}
                </div>
                {index > 0 ? (
                  differs.length === 0 ? (
                    <p className="mt-2 text-slate-500">Its fields are as they are now.</p>
                  ) : (
                    <dl className="mt-2 space-y-1">
                      {differs.map((change) => (
                        <div key={change.label}>
                          <dt className="font-medium text-slate-700">{change.label}</dt>
                          <dd className="text-slate-600">
                            <del className="text-red-700">{change.was}</del> →{' '}
                            <ins className="text-emerald-700 no-underline">{change.now}</ins>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={asked !== null}
        title="Restore this version?"
        message="The record becomes as it was then, as a new version; changes not saved in the form above are lost."
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={() => {
          if (asked) restore.mutate({ id, revision: asked._id });
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
