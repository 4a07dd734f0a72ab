import { mailMessages } from '@studio/contracts';
import { useLocation } from '@tanstack/react-router';
import { lazy } from 'react';
import { LOGIN_PATH } from '../../sign-in/address';
import { newPasswordFields } from './account-mail-fields';
import { AuthPage } from './auth-page';
import { useLinkHash } from './link-hash';

// Requested on the page's first render: the card shows without waiting for the form's code.
const RegisterForm = lazy(() =>
  import('./register-form').then((module) => ({ default: module.RegisterForm })),
);
const InvitationForm = lazy(() =>
  import('./invitation-form').then((module) => ({ default: module.InvitationForm })),
);

const submitLabel = 'Register';
const invitation = mailMessages.invitations;

const footer = (
  <>
    Already registered?{' '}
    <a href={LOGIN_PATH} className="font-medium text-gold-deep underline">
      Sign in
    </a>
  </>
);

/** /register: the first account, or (`REGISTRATION=open`) a later one; `#invite=…` accepts an invitation. */
export function RegisterPage() {
  const link = useLinkHash(useLocation({ select: (location) => location.hash }));
  if (link.kind === 'invite') {
    return (
      <AuthPage
        title={invitation.acceptTitle}
        loading={{
          label: 'Loading the account form',
          submitLabel: invitation.acceptSubmit,
          fields: newPasswordFields,
        }}
        footer={footer}
      >
        <InvitationForm token={link.token} submitLabel={invitation.acceptSubmit} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Create the admin account"
      loading={{ label: 'Loading the registration form', submitLabel }}
      footer={footer}
    >
      <RegisterForm submitLabel={submitLabel} />
    </AuthPage>
  );
}
