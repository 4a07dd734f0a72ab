import { mailMessages } from '@studio/contracts';
import { AuthPage } from '../../admin/auth/auth-page';
import { useLinkHash } from '../../admin/auth/link-hash';
import { SkipLink } from '../../ui/skip-link';
import { LOGIN_PATH } from '../address';
import { ForgotPasswordForm } from '../forgot-password-form';
import { LoginForm } from '../login-form';
import { PasskeySignIn } from '../passkey-sign-in';
import { ResetPasswordForm } from '../reset-password-form';
import { useWindowHash } from '../use-window-hash';

const submitLabel = 'Login';
const reset = mailMessages.passwordReset;

const backToSignIn = (
  <a href={LOGIN_PATH} className="font-medium text-gold-deep underline">
    {reset.backToSignIn}
  </a>
);

/**
 * /login: sign in; `#forgot` asks for a password-reset link, and that link (`#reset=…`) comes
 * back here to choose the new password. A page of its own: its forms are in its code, its
 * links load whole pages.
 */
export function LoginPage() {
  return (
    <>
      <SkipLink />
      <LoginCard />
    </>
  );
}

function LoginCard() {
  const link = useLinkHash(useWindowHash());
  if (link.kind === 'forgot') {
    return (
      <AuthPage
        title={reset.requestTitle}
        intro={<p className="mt-2 text-sm text-slate-600">{reset.requestIntro}</p>}
        footer={backToSignIn}
      >
        <ForgotPasswordForm submitLabel={reset.requestSubmit} />
      </AuthPage>
    );
  }
  if (link.kind === 'reset') {
    return (
      <AuthPage title={reset.chooseTitle} footer={backToSignIn}>
        <ResetPasswordForm token={link.token} submitLabel={reset.chooseSubmit} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Sign in"
      footer={
        <>
          No account yet?{' '}
          <a href="/register" className="font-medium text-gold-deep underline">
            Register
          </a>
        </>
      }
    >
      <LoginForm submitLabel={submitLabel} />
      <PasskeySignIn />
    </AuthPage>
  );
}
