import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AuthFormPlaceholder, AuthPage } from './auth-page';

// Requested on the page's first render: the card shows without waiting for the form's code.
const RegisterForm = lazy(() =>
  import('./register-form').then((module) => ({ default: module.RegisterForm })),
);

const submitLabel = 'Register';

export function RegisterPage() {
  return (
    <AuthPage
      title="Create the admin account"
      footer={
        <>
          Already registered?{' '}
          <Link to="/login" className="font-medium text-gold-deep underline">
            Sign in
          </Link>
        </>
      }
    >
      <Suspense
        fallback={
          <AuthFormPlaceholder label="Loading the registration form" submitLabel={submitLabel} />
        }
      >
        <RegisterForm submitLabel={submitLabel} />
      </Suspense>
    </AuthPage>
  );
}
