import {
  access,
  type InvitationInput,
  invitationSchema,
  mailMessages,
  messages,
} from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useAllows } from '../auth/session-user';
import { useCardForm } from '../forms/use-card-form';
import { PendingInvitations } from './pending-invitations';

const empty: InvitationInput = { email: '', role: 'editor' };

/** The card's words. */
const card = {
  title: mailMessages.invitations.title,
  submitLabel: mailMessages.invitations.submit,
  busyLabel: mailMessages.invitations.busy,
};

/**
 * E-mail and role of someone to invite: they get a link to choose their password; under it,
 * the pending invitations, each revocable. Shown only when the server sends mail and the
 * signed-in role may invite.
 */
export function InviteUserForm() {
  const trpc = useTRPC();
  const mail = useQuery(
    trpc.mail.status.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invite = useMutation(trpc.invitations.create.mutationOptions());

  const { form, outcome } = useCardForm({
    defaultValues: empty,
    schema: invitationSchema,
    send: async (value) => {
      const answer = await invite.mutateAsync(value);
      // The new invitation is listed (an earlier one to the address is replaced).
      void queryClient.invalidateQueries(trpc.invitations.list.queryFilter());
      return { ok: true, text: answer.message };
    },
    // An e-mail already in use, or anything else the server refused, says so itself.
    failure: messages.unreachable,
  });

  return (
    <form.AppForm>
      <form.FormCard {...card} className="max-w-3xl" outcome={outcome}>
        <p className="text-sm text-slate-600">{mailMessages.invitations.intro}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="email">
            {(field) => <field.InputField label="Email" type="email" autoComplete="off" required />}
          </form.AppField>
          <form.AppField name="role">{(field) => <field.RoleField />}</form.AppField>
        </div>
      </form.FormCard>
    </form.AppForm>
  );
}
