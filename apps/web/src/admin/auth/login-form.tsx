import { type LoginInput, loginSchema, mailMessages, messages } from '@studio/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { asksForCode, serverAnswered, serverMessage } from '../api/errors';
import { AuthForm } from './auth-form';
import { storeToken } from './token';
import { TwoFactorStep } from './two-factor-step';

/** An e-mail and password the server took, waiting for the account's code (memory only). */
type Account = { email: string; password: string };

/**
 * `submitLabel` comes from the page, which shows it on the placeholder too. An account with
 * two-factor sign-in is asked for its code in a second step, which keeps what was typed.
 */
export function LoginForm({ submitLabel }: { submitLabel: string }) {
  const navigate = useNavigate();
  const client = useTRPCClient();
  const login = useMutation(useTRPC().auth.login.mutationOptions());
  const [account, setAccount] = useState<Account | null>(null);
  const [typedEmail, setTypedEmail] = useState('');

  /** Signed in: an admin who must still set up a second factor goes where that is done. */
  const signedIn = async (token: string) => {
    storeToken(token);
    const user = await client.auth.me.query();
    await navigate({ to: user?.mustEnrolTwoFactor ? '/admin/account' : '/admin/dashboard' });
  };
  const send = async (values: LoginInput) => signedIn((await login.mutateAsync(values)).token);

  if (account) {
    return (
      <TwoFactorStep
        email={account.email}
        send={(code) => send({ ...account, code })}
        onBack={() => {
          setTypedEmail(account.email);
          setAccount(null);
        }}
      />
    );
  }
  return (
    <>
      <AuthForm
        submitLabel={submitLabel}
        busyLabel="Signing in..."
        schema={loginSchema}
        email={typedEmail}
        onSubmit={async (values) => {
          try {
            await send(values);
          } catch (error) {
            if (asksForCode(error)) {
              setAccount({ email: values.email, password: values.password });
              return;
            }
            // SPEC.md §8: the server's message or "Login failed"; a network failure is an exception.
            window.alert(
              serverAnswered(error)
                ? (serverMessage(error) ?? messages.login.failure)
                : messages.login.exception,
            );
          }
        }}
      />
      <ForgotPasswordLink />
    </>
  );
}

/** "Forgot password?", when the server sends mail (otherwise no link could arrive). */
function ForgotPasswordLink() {
  const status = useQuery(
    useTRPC().mail.status.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  if (!status.data?.enabled) return null;
  return (
    <p className="mt-4 text-center text-sm">
      <Link to="/login" hash="forgot" className="font-medium text-gold-deep underline">
        {mailMessages.passwordReset.forgot}
      </Link>
    </p>
  );
}
