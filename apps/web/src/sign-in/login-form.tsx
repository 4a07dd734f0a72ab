import { checkAccountEmail, checkGivenPassword, mailMessages, messages } from '@studio/contracts';
import { useEffect, useState } from 'react';
import { AuthFormShell } from '../admin/auth/auth-form-shell';
import { AuthInput } from '../admin/auth/auth-input';
import { authFields } from '../admin/auth/auth-page';
import { storeToken } from '../admin/auth/token';
import { type Check, useCheckedForm } from '../admin/auth/use-checked-form';
import { asksForCode, serverAnswered, serverMessage } from '../lib/server-errors';
import { ADMIN_HOME, TWO_FACTOR_SETUP } from './after-sign-in';
import { login, mailStatus, me } from './sign-in-api';
import { TwoFactorStep } from './two-factor-step';

/** An e-mail and password the server took, waiting for the account's code (memory only). */
type Account = { email: string; password: string };

type Name = (typeof authFields)[number]['name'];

/** The contracts' checks of sign-in's fields, as the server's `loginSchema` has them. */
const checks: Record<Name, Check<Name>> = {
  email: checkAccountEmail,
  password: checkGivenPassword,
};

/**
 * `submitLabel` comes from the page. An account with two-factor sign-in is asked for its code
 * in a second step, which keeps what was typed. Signed in, the admin opens (a whole page load).
 */
export function LoginForm({ submitLabel }: { submitLabel: string }) {
  const [account, setAccount] = useState<Account | null>(null);
  const [typedEmail, setTypedEmail] = useState('');
  // On the way to the admin: the button stays busy until the page goes.
  const [leaving, setLeaving] = useState(false);

  /** Signed in: an admin who must still set up a second factor goes where that is done. */
  const send = async (input: Account & { code?: string }) => {
    const { token } = await login(input);
    storeToken(token);
    const user = await me();
    setLeaving(true);
    window.location.assign(user?.mustEnrolTwoFactor ? TWO_FACTOR_SETUP : ADMIN_HOME);
  };

  if (account) {
    return (
      <TwoFactorStep
        email={account.email}
        send={(code) => send({ ...account, code })}
        leaving={leaving}
        onBack={() => {
          setTypedEmail(account.email);
          setAccount(null);
        }}
      />
    );
  }
  return (
    <>
      <PasswordStep
        submitLabel={submitLabel}
        email={typedEmail}
        leaving={leaving}
        send={async (values) => {
          try {
            await send(values);
          } catch (error) {
            if (asksForCode(error)) {
              setAccount(values);
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

interface PasswordStepProps {
  submitLabel: string;
  /** The e-mail typed before (back from the code step). */
  email: string;
  leaving: boolean;
  send: (values: Account) => Promise<void>;
}

/** E-mail and password (SPEC.md §5), checked as the server checks them. */
function PasswordStep({ submitLabel, email, leaving, send }: PasswordStepProps) {
  const form = useCheckedForm(checks, { email, password: '' });
  return (
    <AuthFormShell
      submitLabel={submitLabel}
      busyLabel="Signing in..."
      busy={form.busy || leaving}
      onSubmit={() => void form.submit(send)}
    >
      {authFields.map((spec) => (
        <AuthInput
          key={spec.name}
          {...spec}
          value={form.values[spec.name]}
          onChange={(value) => form.change(spec.name, value)}
          error={form.error(spec.name)}
        />
      ))}
    </AuthFormShell>
  );
}

/** "Forgot password?", when the server sends mail (otherwise no link could arrive). */
function ForgotPasswordLink() {
  const [mailEnabled, setMailEnabled] = useState(false);
  useEffect(() => {
    let current = true;
    // Unknown (the server not reached): no link, as when it sends no mail.
    mailStatus().then(
      (status) => {
        if (current) setMailEnabled(status.enabled);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!mailEnabled) return null;
  return (
    <p className="mt-4 text-center text-sm">
      <a href="#forgot" className="font-medium text-gold-deep underline">
        {mailMessages.passwordReset.forgot}
      </a>
    </p>
  );
}
