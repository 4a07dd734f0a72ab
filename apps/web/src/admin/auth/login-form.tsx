import { loginSchema, mailMessages, messages } from '@studio/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc';
import { serverAnswered, serverMessage } from '../api/errors';
import { AuthForm } from './auth-form';
import { storeToken } from './token';

/** `submitLabel` comes from the page, which shows it on the placeholder too. */
export function LoginForm({ submitLabel }: { submitLabel: string }) {
  const navigate = useNavigate();
  const login = useMutation(useTRPC().auth.login.mutationOptions());

  return (
    <>
      <AuthForm
        submitLabel={submitLabel}
        busyLabel="Signing in..."
        schema={loginSchema}
        onSubmit={async (values) => {
          try {
            const answer = await login.mutateAsync(values);
            storeToken(answer.token);
            await navigate({ to: '/admin/dashboard' });
          } catch (error) {
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
