import { messages, registerSchema } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { LOGIN_PATH } from '../../sign-in/address';
import { serverAnswered, serverMessage } from '../api/errors';
import { AuthForm } from './auth-form';
import { SetupTokenField } from './setup-token-field';
import { storeToken } from './token';

/** `submitLabel` comes from the page, which shows it on the placeholder too. */
export function RegisterForm({ submitLabel }: { submitLabel: string }) {
  const register = useMutation(useTRPC().auth.register.mutationOptions());
  // Revealed when the server says the first account needs the installer's setup token.
  const [askToken, setAskToken] = useState(false);
  const [setupToken, setSetupToken] = useState('');
  const tokenInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (askToken) tokenInput.current?.focus();
  }, [askToken]);

  return (
    <AuthForm
      submitLabel={submitLabel}
      busyLabel="Registering..."
      schema={registerSchema}
      onSubmit={async (values) => {
        try {
          const answer = await register.mutateAsync(
            askToken && setupToken ? { ...values, setupToken } : values,
          );
          if ('token' in answer) {
            storeToken(answer.token);
          } else {
            // A later account waits for an administrator to grant it a role.
            window.alert(answer.message);
          }
          // SPEC.md §4: registration success goes to /login, a page of its own.
          window.location.assign(LOGIN_PATH);
        } catch (error) {
          // A closed registration answers 403 with its own message, shown as is.
          const message = serverAnswered(error)
            ? (serverMessage(error) ?? messages.register.failure)
            : messages.register.exception;
          window.alert(message);
          if (message === messages.register.setupTokenRequired) setAskToken(true);
        }
      }}
      extra={
        askToken ? (
          <SetupTokenField ref={tokenInput} value={setupToken} onChange={setSetupToken} />
        ) : null
      }
    />
  );
}
