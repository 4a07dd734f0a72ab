import { mailMessages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc';
import { NewPasswordForm } from './new-password-form';
import { storeToken } from './token';

/** The invitee's password: the account is made and signed in, and the admin opens. */
export function InvitationForm({ token, submitLabel }: { token: string; submitLabel: string }) {
  const navigate = useNavigate();
  const accept = useMutation(useTRPC().invitations.accept.mutationOptions());
  return (
    <NewPasswordForm
      submitLabel={submitLabel}
      busyLabel={mailMessages.invitations.acceptBusy}
      onSubmit={async (password) => {
        const answer = await accept.mutateAsync({ token, password });
        storeToken(answer.token);
        await navigate({ to: '/admin/dashboard' });
      }}
    />
  );
}
