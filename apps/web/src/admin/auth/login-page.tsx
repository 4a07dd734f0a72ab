import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AuthFormPlaceholder, AuthPage } from './auth-page';

// Requested on the page's first render: the card shows without waiting for the form's code.
const LoginForm = lazy(() =>
  import('./login-form').then((module) => ({ default: module.LoginForm })),
);

const submitLabel = 'Login';

export function LoginPage() {
  return (
    <AuthPage
      title="Sign in"
      footer={
        <>
          No account yet?{' '}
          <Link to="/register" className="font-medium text-gold-deep underline">
            Register
          </Link>
        </>
      }
    >
      <Suspense
        fallback={
          <AuthFormPlaceholder label="Loading the sign-in form" submitLabel={submitLabel} />
        }
      >
        <LoginForm submitLabel={submitLabel} />
      </Suspense>
    </AuthPage>
  );
}
