import { mailMessages } from '@studio/contracts';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { emailFields, newPasswordFields } from './account-mail-fields';
import { AuthPage } from './auth-page';
import { useLinkHash } from './link-hash';

// Requested on the page's first render: the card shows without waiting for the form's code.
const LoginForm = lazy(() =>
  import('./login-form').then((module) => ({ default: module.LoginForm })),
);
const PasskeySignIn = lazy(() =>
  import('../passkeys/passkey-sign-in').then((module) => ({ default: module.PasskeySignIn })),
);
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import('./reset-password-form').then((module) => ({ default: module.ResetPasswordForm })),
);

const submitLabel = 'Login';
const reset = mailMessages.passwordReset;

const backToSignIn = (
  <Link to="/login" className="font-medium text-gold-deep underline">
    {reset.backToSignIn}
  </Link>
);

/**
 * /login: sign in; `#forgot` asks for a password-reset link, and that link (`#reset=…`) comes
 * back here to choose the new password.
 */
export function LoginPage() {
  const link = useLinkHash();
  if (link.kind === 'forgot') {
    return (
      <AuthPage
        title={reset.requestTitle}
        intro={<p className="mt-2 text-sm text-slate-600">{reset.requestIntro}</p>}
        loading={{
          label: 'Loading the password reset form',
          submitLabel: reset.requestSubmit,
          fields: emailFields,
        }}
        footer={backToSignIn}
      >
        <ForgotPasswordForm submitLabel={reset.requestSubmit} />
      </AuthPage>
    );
  }
  if (link.kind === 'reset') {
    return (
      <AuthPage
        title={reset.chooseTitle}
        loading={{
          label: 'Loading the new password form',
          submitLabel: reset.chooseSubmit,
          fields: newPasswordFields,
        }}
        footer={backToSignIn}
      >
        <ResetPasswordForm token={link.token} submitLabel={reset.chooseSubmit} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Sign in"
      loading={{ label: 'Loading the sign-in form', submitLabel }}
      footer={
        <>
          No account yet?{' '}
          <Link to="/register" className="font-medium text-gold-deep underline">
            Register
          </Link>
        </>
      }
    >
      <LoginForm submitLabel={submitLabel} />
      <PasskeySignIn />
    </AuthPage>
  );
}
