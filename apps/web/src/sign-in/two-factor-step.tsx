import { checkRecoveryCode, checkTotpCode, messages } from '@studio/contracts';
import { useEffect, useRef, useState } from 'react';
import { AuthFormShell } from '../admin/auth/auth-form-shell';
import { AuthInput } from '../admin/auth/auth-input';
import { type Check, useCheckedForm } from '../admin/auth/use-checked-form';
import { serverAnswered, serverMessage } from '../lib/server-errors';

/** What the code field takes: the app's 6 digits, or a recovery code. */
const kinds = {
  app: {
    check: checkTotpCode,
    label: 'Authentication code',
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
    switchTo: 'recovery',
    switchLabel: 'Use a recovery code',
  },
  recovery: {
    check: checkRecoveryCode,
    label: 'Recovery code',
    autoComplete: 'off',
    inputMode: undefined,
    switchTo: 'app',
    switchLabel: 'Use the code from your app',
  },
} as const;

type Kind = keyof typeof kinds;

interface TwoFactorStepProps {
  /** The account signing in, as typed. */
  email: string;
  /** Signs in with the e-mail and password kept from the first step, and this code. */
  send: (code: string) => Promise<void>;
  /** Signed in, on the way to the admin. */
  leaving: boolean;
  /** Back to e-mail and password (the e-mail stays typed). */
  onBack: () => void;
}

/**
 * The sign-in's second step: the 6-digit code from the authenticator app, or a recovery code.
 * The server's refusal (a wrong or used code, too many tries, the app's codes locked after too
 * many wrong ones: messages.twoFactor.locked) shows on the field.
 */
export function TwoFactorStep({ email, send, leaving, onBack }: TwoFactorStepProps) {
  const [kind, setKind] = useState<Kind>('app');
  const spec = kinds[kind];
  return (
    <div className="mt-6">
      <p className="text-sm text-slate-600">
        Two-factor sign-in for <span className="font-medium text-slate-900">{email}</span>:{' '}
        {kind === 'app'
          ? 'enter the 6-digit code your authenticator app shows now.'
          : 'enter one of the recovery codes you saved. Each works once.'}
      </p>
      {/* A form per kind: each checks its own shape of code. */}
      <CodeForm key={kind} kind={kind} send={send} leaving={leaving} />
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => setKind(spec.switchTo)}
          className="font-medium text-gold-deep underline"
        >
          {spec.switchLabel}
        </button>
        <button type="button" onClick={onBack} className="font-medium text-gold-deep underline">
          Back
        </button>
      </div>
    </div>
  );
}

interface CodeFormProps {
  kind: Kind;
  send: (code: string) => Promise<void>;
  leaving: boolean;
}

function CodeForm({ kind, send, leaving }: CodeFormProps) {
  const { check, label, autoComplete, inputMode } = kinds[kind];
  const checks: Record<'code', Check<'code'>> = { code: check };
  const form = useCheckedForm(checks, { code: '' });
  const input = useRef<HTMLInputElement>(null);

  // The step replaced the form the focus was in: the code field takes it.
  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
    <AuthFormShell
      submitLabel="Verify"
      busyLabel="Verifying..."
      busy={form.busy || leaving}
      onSubmit={() =>
        void form.submit(async ({ code }) => {
          try {
            await send(code);
          } catch (error) {
            if (!serverAnswered(error)) {
              window.alert(messages.login.exception);
              return;
            }
            form.refuse('code', serverMessage(error) ?? messages.login.failure);
          }
        })
      }
    >
      <AuthInput
        ref={input}
        name="code"
        label={label}
        type="text"
        autoComplete={autoComplete}
        {...(inputMode ? { inputMode } : {})}
        value={form.values.code}
        onChange={(value) => form.change('code', value)}
        error={form.error('code')}
      />
    </AuthFormShell>
  );
}
