import {
  access,
  type InvitationInput,
  invitationSchema,
  mailMessages,
  messages,
} from '@studio/contracts';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { firstError } from '../../ui/forms/first-error';
import { serverMessage } from '../api/errors';
import { useAllows } from '../auth/session-user';
import { FormCard } from '../forms/form-card';
import type { Outcome } from '../forms/submit-outcome';
import { TextControl } from '../forms/text-control';
import { PendingInvitations } from './pending-invitations';
import { RoleControl } from './role-control';

const empty: InvitationInput = { email: '', role: 'editor' };

/**
 * E-mail and role of someone to invite: they get a link to choose their password; under it,
 * the pending invitations, each revocable. Shown only when the server sends mail and the
 * signed-in role may invite.
 */
export function InviteUserForm() {
  const mail = useQuery(
    useTRPC().mail.status.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  const allowed = useAllows(access.invitations.create.level);
  const listed = useAllows(access.invitations.list.level);
  if (!mail.data?.enabled || !allowed) return null;
  return (
    <>
      <InviteForm />
      {listed && <PendingInvitations />}
    </>
  );
}

function InviteForm() {
  const formId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const invite = useMutation(trpc.invitations.create.mutationOptions());

  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: invitationSchema },
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null);
      try {
        const answer = await invite.mutateAsync(value);
        formApi.reset();
        setOutcome({ ok: true, text: answer.message });
        // The new invitation is listed (an earlier one to the address is replaced).
        await queryClient.invalidateQueries(trpc.invitations.list.queryFilter());
      } catch (error) {
        // An e-mail already in use, or anything else the server refused.
        setOutcome({ ok: false, text: serverMessage(error) ?? messages.unreachable });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <FormCard
      title={mailMessages.invitations.title}
      className="max-w-3xl"
      onSubmit={() => form.handleSubmit()}
      outcome={outcome}
      submitting={submitting}
      submitLabel={mailMessages.invitations.submit}
      busyLabel={mailMessages.invitations.busy}
    >
      <p className="text-sm text-slate-600">{mailMessages.invitations.intro}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.Field name="email">
          {(field) => (
            <TextControl
              id={`${formId}-email`}
              label="Email"
              kind="email"
              required
              value={field.state.value}
              error={firstError(field.state.meta.errors)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="role">
          {(field) => (
            <RoleControl
              id={`${formId}-role`}
              value={field.state.value}
              error={firstError(field.state.meta.errors)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </div>
    </FormCard>
  );
}
