// Not `messages`: the sign-in pages that show these words must not carry every message (JS budget).
import { apiTokensCounted } from './counted';
import { INVITATION_DAYS, PASSWORD_RESET_MINUTES } from './limits';

/**
 * The words of accounts by e-mail (server answers and the pages a mailed link opens). Apart
 * from `messages`: the public pages load that object first, and need none of these.
 */
export const mailMessages = {
  /** "Forgot password?": a single-use link by e-mail (only when the server sends mail). */
  passwordReset: {
    forgot: 'Forgot password?',
    requestTitle: 'Reset your password',
    requestIntro:
      'Enter the e-mail address of your account: we send it a link to choose a new password.',
    requestSubmit: 'Send the link',
    requestBusy: 'Sending...',
    /** The same answer whether or not the address has an account. */
    sent: `If an account has this e-mail address, a link to choose a new password is on its way. It works for ${PASSWORD_RESET_MINUTES} minutes.`,
    chooseTitle: 'Choose a new password',
    chooseSubmit: 'Set the password',
    chooseBusy: 'Saving...',
    passwordLabel: 'New password',
    confirmLabel: 'Confirm new password',
    done: 'Your password was changed and every session signed out. Sign in with the new password.',
    /** A reset also revokes the API tokens made with the account (whoever held it may have). */
    doneTokensRevoked: (count: number) =>
      `Your password was changed, every session signed out and ${apiTokensCounted(count)} revoked. Sign in with the new password.`,
    badLink: 'This link has expired or was already used. Ask for a new one.',
    backToSignIn: 'Back to sign in',
  },
  /** An admin invites an address; the invitee chooses a password and has the account. */
  invitations: {
    title: 'Invite user',
    intro: `The address gets a link, valid for ${INVITATION_DAYS} days, to choose a password; the account has the role chosen here.`,
    submit: 'Send invitation',
    busy: 'Sending...',
    sent: (email: string) => `Invitation sent to ${email}.`,
    acceptTitle: 'Create your account',
    acceptSubmit: 'Create the account',
    acceptBusy: 'Creating...',
    accepted: 'Welcome! Your account is ready.',
    badLink: 'This invitation has expired or was already used. Ask an administrator for a new one.',
    pendingTitle: 'Pending invitations',
    pendingEmpty: 'No pending invitations.',
    revoke: 'Revoke',
    revokeTitle: 'Revoke this invitation?',
    revokeConfirm: (email: string) =>
      `The link mailed to ${email} stops working at once. You can invite the address again later.`,
    revoked: 'Invitation revoked.',
    revokeFailed: 'Failed to revoke the invitation.',
  },
  /** Each call that sends mail, when the server has no SMTP_URL. */
  unavailable: 'E-mail is not set up on this server.',
} as const;
