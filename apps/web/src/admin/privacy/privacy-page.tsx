import { access, type PrivacyErased, privacyMessages } from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { adminRead } from '../api/read-options';
import { RequireAccess } from '../auth/require-access';
import { OutcomeMessage } from '../forms/outcome-message';
import type { Outcome } from '../forms/submit-outcome';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { buttonClass, cardClass, inputClass } from '../ui/styles';
import { HeldData } from './held-data';

/** The REST export of the same data, as a file the admin can send on. */
const exportHref = (email: string) => `/api/privacyexport?email=${encodeURIComponent(email)}`;

function Privacy() {
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const held = useQuery(
    trpc.privacy.export.queryOptions({ email }, { ...adminRead, enabled: email !== '' }),
  );
  const erase = useMutation(
    trpc.privacy.erase.mutationOptions({
      onSuccess: async (erased: PrivacyErased) => {
        setConfirming(false);
        setOutcome({ ok: true, text: privacyMessages.erased(erased) });
        await Promise.all([
          queryClient.invalidateQueries(trpc.privacy.pathFilter()),
          queryClient.invalidateQueries(trpc.contact.pathFilter()),
          queryClient.invalidateQueries(trpc.career.pathFilter()),
          queryClient.invalidateQueries(trpc.inbox.pathFilter()),
        ]);
      },
      onError: (error) => {
        setConfirming(false);
        setOutcome({ ok: false, text: serverMessage(error) ?? privacyMessages.failed });
      },
    }),
  );
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setEmail(typed.trim());
  };
  const counts = held.data
    ? { messages: held.data.messages.length, applications: held.data.applications.length }
    : undefined;
  const erasable = counts !== undefined && counts.messages + counts.applications > 0;
  const question = privacyMessages.confirmErase(counts ?? { messages: 0, applications: 0 });

  return (
    <>
      <PageHeader title="Privacy" />
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        Answer a visitor's request to see or erase what they sent: every contact message and job
        application from an e-mail address, whatever its letter case, spam included.
      </p>
      <form
        aria-label="Look up an e-mail"
        className={`${cardClass} mb-6 flex flex-wrap items-end gap-3 p-4`}
        onSubmit={lookUp}
      >
        <label
          className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium text-slate-700"
          htmlFor={`${id}-email`}
        >
          E-mail
          <input
            id={`${id}-email`}
            type="email"
            required
            className={inputClass}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass.primary}>
          Look up
        </button>
      </form>
      <div className="space-y-6" aria-live="polite">
        <OutcomeMessage outcome={outcome} />
        {held.isError ? (
          <OutcomeMessage
            outcome={{ ok: false, text: serverMessage(held.error) ?? privacyMessages.failed }}
          />
        ) : null}
        {held.isFetching && !held.data ? <p className="text-sm text-slate-600">Loading…</p> : null}
        {held.data ? (
          <>
            <div className="flex flex-wrap gap-3">
              <a href={exportHref(held.data.email)} download className={buttonClass.secondary}>
                Download JSON
              </a>
              <button
                type="button"
                className={buttonClass.danger}
                disabled={!erasable}
                onClick={() => setConfirming(true)}
              >
                Erase…
              </button>
            </div>
            {erasable ? null : (
              <p className="text-sm text-slate-600">{privacyMessages.nothingHeld}</p>
            )}
            <HeldData held={held.data} />
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={question.title}
        message={question.message}
        confirmLabel="Erase"
        busy={erase.isPending}
        onConfirm={() => erase.mutate({ email })}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** /admin/privacy: a visitor's access and erasure requests (admins only). */
export function PrivacyPage() {
  return (
    <RequireAccess level={access.privacy.export.level} title="Privacy">
      <Privacy />
    </RequireAccess>
  );
}
