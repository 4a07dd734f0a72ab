import { type TwoFactorStatus, totpDisableSchema } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useSessionUser } from '../auth/session-user';
import { useAccountForm } from './account-form';
import { twoFactorCard } from './two-factor-words';

interface DisableFormProps {
  status: TwoFactorStatus;
  /** Turned off, with the server's words. */
  onDisabled: (message: string) => void;
}

/** On: how many recovery codes are left, and Disable, which asks for the password. */
export function TwoFactorDisableForm({ status, onDisabled }: DisableFormProps) {
  const email = useSessionUser()?.email ?? '';
  const disable = useMutation(useTRPC().twoFactor.disable.mutationOptions());
  const { form, outcome, refusals } = useAccountForm({
    defaultValues: { password: '' },
    schema: totpDisableSchema,
    refusable: ['password'],
    send: async ({ password }) => {
      onDisabled((await disable.mutateAsync({ password })).message);
      return null;
    },
  });

  return (
    <form.AppForm>
      <form.FormCard
        {...twoFactorCard}
        submitLabel="Disable"
        busyLabel="Disabling..."
        outcome={outcome}
      >
        <p className="text-sm text-slate-700">
          Status: <strong className="font-semibold text-emerald-700">On</strong>. Signing in asks
          for a code from your authenticator app. Recovery codes left: {status.recoveryCodesLeft}.
        </p>
        {/* Tells password managers whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              label="Password (to turn it off)"
              autoComplete="current-password"
              refused={refusals.on('password')}
            />
          )}
        </form.AppField>
      </form.FormCard>
    </form.AppForm>
  );
}
