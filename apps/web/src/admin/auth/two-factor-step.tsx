import { messages, requiredText, totpEnableSchema } from '@studio/contracts';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { serverAnswered, serverMessage } from '../api/errors';
import { useSchemaForm } from '../forms/form-hook';
import { useRefusals } from '../forms/refusals';

/** What the code field takes: the app's 6 digits, or a recovery code. */
const kinds = {
  app: {
    schema: totpEnableSchema,
    label: 'Authentication code',
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
    switchTo: 'recovery',
    switchLabel: 'Use a recovery code',
  },
  recovery: {
    schema: z.object({ code: requiredText(64) }),
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
  /** Back to e-mail and password (the e-mail stays typed). */
  onBack: () => void;
}

/**
 * The sign-in's second step: the 6-digit code from the authenticator app, or a recovery code.
 * The server's refusal (a wrong or used code, too many tries) shows on the field.
 */
export function TwoFactorStep({ email, send, onBack }: TwoFactorStepProps) {
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
      <CodeForm key={kind} kind={kind} send={send} />
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

function CodeForm({ kind, send }: { kind: Kind; send: (code: string) => Promise<void> }) {
  const { schema, label, autoComplete, inputMode } = kinds[kind];
  const refusals = useRefusals(['code']);
  const box = useRef<HTMLDivElement>(null);
  const form = useSchemaForm({
    defaultValues: { code: '' },
    schema,
    onSubmit: async ({ code }) => {
      refusals.clear();
      try {
        await send(code);
      } catch (error) {
        if (!serverAnswered(error)) {
          window.alert(messages.login.exception);
          return;
        }
        refusals.take([{ path: 'code', message: serverMessage(error) ?? messages.login.failure }]);
      }
    },
  });

  // The step replaced the form the focus was in: the code field takes it.
  useEffect(() => {
    box.current?.querySelector('input')?.focus();
  }, []);

  return (
    <div ref={box}>
      <form.AppForm>
        <form.AuthFormFrame submitLabel="Verify" busyLabel="Verifying...">
          <form.AppField name="code">
            {(field) => (
              <field.AuthField
                label={label}
                type="text"
                autoComplete={autoComplete}
                {...(inputMode ? { inputMode } : {})}
                refused={refusals.on('code')}
              />
            )}
          </form.AppField>
        </form.AuthFormFrame>
      </form.AppForm>
    </div>
  );
}
