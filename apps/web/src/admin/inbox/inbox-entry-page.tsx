import { inboxMessages, spamReasonLabels } from '@studio/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { loadFailure, serverMessage } from '../api/errors';
import { adminRead } from '../api/read-options';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { buttonClass, cardClass } from '../ui/styles';
import {
  fullName,
  type InboxClient,
  type InboxEntry,
  type InboxKind,
  replyLink,
} from './inbox-kind';
import { useSentIn } from './sent-in';

interface InboxEntryPageProps<R extends InboxEntry> {
  kind: InboxKind<R>;
  id: string;
  client: InboxClient<R>;
  /** Reads the lists and counts again: opening marks read, the actions change more. */
  refresh: () => Promise<unknown>;
}

type Change = 'unread' | 'archive' | 'unarchive' | 'notSpam' | 'delete';

/** One received entry, whole: opening it marks it read; reply, archive or delete from here. */
export function InboxEntryPage<R extends InboxEntry>({
  kind,
  id,
  client,
  refresh,
}: InboxEntryPageProps<R>) {
  const { inbox } = kind;
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const sentIn = useSentIn();
  const entry = useQuery({
    queryKey: ['inbox-entry', kind.name, id],
    queryFn: async () => {
      const opened = await client.view.mutate({ id });
      void refresh();
      return opened;
    },
    ...adminRead,
    // Read afresh at every visit: opening marks read, and the list's actions change it.
    staleTime: 0,
    gcTime: 0,
  });
  const back = () => navigate({ to: inbox.admin });
  const change = useMutation({
    mutationFn: async (what: Change) => {
      const ids = [id];
      if (what === 'unread') await client.mark.mutate({ ids, read: false });
      if (what === 'archive' || what === 'unarchive') {
        await client.archive.mutate({ ids, archived: what === 'archive' });
      }
      if (what === 'notSpam') await client.notSpam.mutate({ ids });
      if (what === 'delete') await client.remove.mutate({ ids });
      await refresh();
      return what;
    },
    // What changes the entry's place takes the admin back to the list, where it shows.
    onSuccess: () => back(),
  });

  const backLink = (
    <Link to={inbox.admin} className={buttonClass.secondary}>
      Back to {inbox.label}
    </Link>
  );
  if (entry.isPending) {
    return (
      <p role="status" className={`${cardClass} p-6 text-sm text-slate-500`}>
        Loading...
      </p>
    );
  }
  if (entry.isError) {
    return (
      <>
        <p role="alert" className={`${cardClass} mb-4 p-6 text-sm text-red-600`}>
          {loadFailure(entry.error, inbox.label)}
        </p>
        {backLink}
      </>
    );
  }
  const row = entry.data;
  const name = fullName(row);
  const language = sentIn(row);
  return (
    <>
      <PageHeader title={name} actions={backLink} />
      <article aria-label={`${inbox.label} entry from ${name}`} className={`${cardClass} p-6`}>
        <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
          {kind.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="font-medium text-slate-500">{detail.label}</dt>
              <dd className="text-slate-900">{detail.value(row)}</dd>
            </div>
          ))}
          <dt className="font-medium text-slate-500">Received</dt>
          <dd className="text-slate-900">{new Date(row.createdAt).toLocaleString()}</dd>
          {language ? (
            <>
              <dt className="font-medium text-slate-500">Language</dt>
              <dd className="text-slate-900">{language}</dd>
            </>
          ) : null}
          {row.spam ? (
            <>
              <dt className="font-medium text-slate-500">Held back as spam</dt>
              <dd className="text-slate-900">{spamReasonLabels[row.spam]}</dd>
            </>
          ) : null}
        </dl>
        <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <a href={replyLink(row.email, kind.replySubject(row))} className={buttonClass.gold}>
            Reply
          </a>
          {row.spam ? (
            <button
              type="button"
              disabled={change.isPending}
              onClick={() => change.mutate('notSpam')}
              className={buttonClass.secondary}
            >
              Not spam
            </button>
          ) : null}
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => change.mutate('unread')}
            className={buttonClass.secondary}
          >
            Mark unread
          </button>
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => change.mutate(row.archived ? 'unarchive' : 'archive')}
            className={buttonClass.secondary}
          >
            {row.archived ? 'Move to inbox' : 'Archive'}
          </button>
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => setConfirmDelete(true)}
            className={buttonClass.danger}
          >
            Delete
          </button>
        </div>
        {change.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {serverMessage(change.error) ?? inboxMessages.changeFailed}
          </p>
        ) : null}
      </article>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this entry?"
        message={`The entry from ${name} will be removed for good.`}
        confirmLabel="Delete"
        busy={change.isPending}
        onConfirm={() => {
          setConfirmDelete(false);
          change.mutate('delete');
        }}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
