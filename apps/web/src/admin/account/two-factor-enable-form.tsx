import { type TotpSetupAnswer, totpEnableSchema } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTRPC } from '../../lib/trpc';
import { SignInAgain } from '../auth/sign-in-again';
import { inputClass } from '../ui/styles';
import { useAccountForm } from './account-form';
import { twoFactorCard } from './two-factor-words';

// The QR encoder comes only with the set-up, never with another page.
const TotpQrCode = lazy(() =>
  import('./totp-qr-code').then((module) => ({ default: module.TotpQrCode })),
);

/** The key in groups of four, as apps that take it by hand show it (spaces are ignored). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface EnableFormProps {
  setup: TotpSetupAnswer;
  /** Turned on: the recovery codes to show, once. */
  onEnabled: (recoveryCodes: string[]) => void;
}

/** Set-up: the QR code and the key, then the app's first code turns it on. */
export function TwoFactorEnableForm({ setup, onEnabled }: EnableFormProps) {
  const enable = useMutation(useTRPC().twoFactor.enable.mutationOptions());
  const { form, outcome, refusals } = useAccountForm({
    defaultValues: { code: '' },
    schema: totpEnableSchema,
    refusable: ['code'],
    send: async ({ code }) => {
      const { recoveryCodes } = await enable.mutateAsync({ code });
      onEnabled(recoveryCodes);
      return null;
    },
  });

  return (
    <form.AppForm>
      <form.FormCard
        {...twoFactorCard}
        submitLabel="Turn on"
        busyLabel="Turning on..."
        outcome={outcome}
      >
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Scan this QR code with your authenticator app, or enter the key by hand.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <Suspense
          fallback={
            <div role="status" className="grid h-48 w-48 place-items-center text-sm text-slate-500">
              Drawing the QR code...
            </div>
          }
        >
          <TotpQrCode url={setup.otpauthUrl} />
        </Suspense>
        <div>
          <label htmlFor="totp-key" className="block text-sm font-medium text-slate-800">
            Setup key
          </label>
          {/* Wraps in a narrow card, and selects itself for copying. */}
          <textarea
            id="totp-key"
            readOnly
            rows={2}
            value={grouped(setup.secret)}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} mt-1 resize-none font-mono`}
          />
        </div>
        <form.AppField name="code">
          {(field) => <field.CodeField label="Code from the app" refused={refusals.on('code')} />}
        </form.AppField>
        <SignInAgain refusal={outcome?.text} />
      </form.FormCard>
    </form.AppForm>
  );
}
