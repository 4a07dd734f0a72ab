import { messages, registerSchema } from '@studio/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { serverAnswered, serverMessage } from '../api/errors';
import { AuthForm } from './auth-form';
import { storeToken } from './token';

export function RegisterPage() {
  const navigate = useNavigate();
  const register = trpc.auth.register.useMutation();

  return (
    <AuthForm
      title="Create the admin account"
      submitLabel="Register"
      busyLabel="Registering..."
      schema={registerSchema}
      onSubmit={async (values) => {
        try {
          const answer = await register.mutateAsync(values);
          storeToken(answer.token);
          await navigate({ to: '/login' });
        } catch (error) {
          // A closed registration answers 403 with its own message, shown as is.
          window.alert(
            serverAnswered(error)
              ? (serverMessage(error) ?? messages.register.failure)
              : messages.register.exception,
          );
        }
      }}
      footer={
        <>
          Already registered?{' '}
          <Link to="/login" className="font-medium text-gold-deep underline">
            Sign in
          </Link>
        </>
      }
    />
  );
}
