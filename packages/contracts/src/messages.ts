import { banners } from './banners';
import { contactMessages } from './contact-messages';
import { apiTokensCounted, invitationsCounted, passkeysCounted } from './counted';

/** What a password change ended besides the other sessions, when the owner asked: how many. */
export interface EndedWithPassword {
  apiTokens: number;
  passkeys: number;
  invitations: number;
}

/** A password change and what else it ended, each counted. */
function passwordChangedAndEnded(ended: Partial<EndedWithPassword>) {
  const { apiTokens = 0, passkeys = 0, invitations = 0 } = ended;
  const parts = [
    'Your other sessions were signed out',
    ...(apiTokens > 0 ? [`${apiTokensCounted(apiTokens)} revoked`] : []),
    ...(passkeys > 0 ? [`${passkeysCounted(passkeys)} removed`] : []),
    ...(invitations > 0 ? [`${invitationsCounted(invitations)} revoked`] : []),
  ];
  const last = parts.pop();
  return `Password changed. ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}.`;
}

/**
 * Every user-facing message of SPEC.md §8 (word for word) and of the server's error answers.
 * Per-content-type messages live on the type's registry entry (registry.ts).
 */
export const messages = {
  contact: contactMessages,
  career: {
    success: 'Application submitted successfully!',
    failure: 'Something went wrong. Please try again.',
    network: 'Error submitting form. Please try again later.',
    submitting: 'Submitting...',
  },
  login: {
    failure: 'Login failed',
    exception: 'Something went wrong',
    success: 'Login successful.',
    invalidCredentials: 'Invalid email or password.',
    pending: 'An administrator must grant access before you can sign in.',
    disabled: 'This account is disabled.',
  },
  register: {
    failure: 'Registration failed',
    exception: 'An error occurred. Please try again later.',
    success: 'Registration successful.',
    closed: 'Registration is closed.',
    /** Every registration after the first admin (REGISTRATION=open), known e-mail or not. */
    pending: 'Thank you. An administrator must grant access before you can sign in.',
    setupTokenRequired: 'A valid setup token is required to create the first account.',
  },
  account: {
    passwordChanged: passwordChangedAndEnded({}),
    passwordChangedAndEnded,
    /** The change-password form's choices, each shown while the account has such things. */
    revokeTokensLabel: (count: number) =>
      `Also revoke the ${apiTokensCounted(count)} made with this account`,
    revokeTokensHint:
      'Programs using them stop working at once. Choose this if someone else may have used your account.',
    removePasskeysLabel: (count: number) =>
      `Also remove the ${passkeysCounted(count)} of this account`,
    removePasskeysHint:
      'Each signs in without the password. Choose this if one listed under Passkeys is not yours; add yours again afterwards.',
    revokeInvitationsLabel: (count: number) =>
      `Also revoke the ${invitationsCounted(count)} sent from this account`,
    revokeInvitationsHint:
      'Their links stop working at once. Choose this if someone else may have invited people with your account.',
    wrongPassword: 'The current password is not correct.',
    sessionRevoked: 'Session signed out.',
    /** The account page's "confirm new password" field. */
    confirmMismatch: 'The new passwords do not match.',
    revokeFailed: 'Failed to sign out the session.',
  },
  /** Two-factor sign-in (TOTP, RFC 6238) and its recovery codes. */
  twoFactor: {
    /** Sign-in with the right password and no code (401, `twoFactorRequired`). */
    codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    /** Sign-in with the right password and a wrong, old or used code (401). */
    invalidCode:
      'The code is not valid. Enter the current code from your app, or an unused recovery code.',
    codeFormat: 'Enter the 6-digit code from your authenticator app.',
    /** Turning it on with a code that does not match the new secret (400). */
    wrongCode: 'The code does not match. Check the time on your device and enter the current code.',
    alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
    notSetUp: 'Set up two-factor sign-in first: scan the new code, then enter the code it shows.',
    disabled: 'Two-factor sign-in is off.',
    /** TWO_FACTOR=required-for-admins: every call but the enrolment's (403). */
    enrolFirst:
      'Administrators must use two-factor sign-in here: set it up on your Account page to continue.',
    /**
     * Sign-in with an app's code after too many wrong ones in a row (401, `twoFactorRequired`):
     * even the right one, until a recovery code, a passkey or the operator's reset is used.
     */
    locked:
      "Too many wrong codes: this account no longer takes codes from an authenticator app. Sign in with a recovery code or a passkey, or ask the site's operator to reset two-factor sign-in.",
  },
  users: {
    created: 'User created.',
    updated: 'User updated.',
    emailTaken: 'An account with this email already exists.',
    lastAdmin: 'There must always be at least one active administrator.',
    notYourself: 'You cannot disable or delete your own account.',
    noSuchEmail: 'No account has this e-mail address.',
  },
  apiTokens: {
    created: 'Token created. Copy it now: it is not shown again.',
    revoked: 'Token revoked.',
    counted: apiTokensCounted,
    createFailed: 'Failed to create the token.',
    revokeFailed: 'Failed to revoke the token.',
    /** TWO_FACTOR=required-for-admins: every call of a token whose maker has not enrolled (403). */
    makerMustEnrolTwoFactor:
      'The administrator who made this token must set up two-factor sign-in before the token works again.',
  },
  webhooks: {
    created: 'Webhook created. Copy its secret now: it is not shown again.',
    deleted: 'Webhook deleted.',
    resent: 'Delivery queued again.',
    createFailed: 'Failed to create the webhook.',
    deleteFailed: 'Failed to delete the webhook.',
    resendFailed: 'Failed to queue the delivery again.',
    badUrl: 'Enter an http:// or https:// address.',
    privateAddress: 'This address is private or local: webhooks are sent to public addresses only.',
    unresolvable: 'This host name could not be resolved.',
    noEvent: 'Choose at least one event.',
    unknownEvent: 'Unknown event: use a name such as podcast.created, *.updated or contact.*.',
    eventTwice: 'Choose each event once.',
  },
  logout: {
    failure: 'Logout failed',
    success: 'Logged out.',
  },
  /** Submit buttons of the admin add and edit forms while they wait (SPEC.md §4). */
  adminForm: {
    adding: 'Submitting...',
    updating: 'Updating...',
  },
  production: {
    invalidUrls: 'Please enter valid URLs for image and link.',
  },
  banners,
  dashboard: {
    apiFailed: (title: string) => `${title} API failed`,
  },
  deleted: 'Deleted.',
  /** The account and users pages, when the server could not be reached. */
  unreachable: 'The server could not be reached. Please try again.',
  server: {
    invalidInput: 'Invalid input.',
    notAnObject: 'Send the fields as a JSON object.',
    nulCharacter: 'Text cannot contain the NUL character.',
    malformedJson: 'The request body is not valid JSON.',
    unauthorized: 'Sign in to continue.',
    forbidden: 'You do not have permission to do this.',
    crossSite: 'Cross-site request refused.',
    notFound: 'Not found.',
    tooLarge: 'The file is too large.',
    bodyTooLarge: 'The request body is too large.',
    unsupportedFileType: 'The CV must be a PDF, DOC or DOCX file.',
    unsupportedContentType: 'Unsupported content type.',
    multipartRequired: 'Send this form as multipart/form-data.',
    malformedForm: 'The form data is malformed.',
    /** A text body (CSV) whose bytes are not UTF-8: read on, its letters would be garbled. */
    textNotUtf8: 'Send the text as UTF-8 (save the file as CSV UTF-8).',
    oneFile: 'Send at most one file, in the "cv" field.',
    tooManyParts: 'The form has too many fields.',
    badUrl: 'The request address is not valid.',
    uriTooLong: 'The request address is too long.',
    headersTooLarge: 'The request headers are too large.',
    badRequest: 'The request is not valid.',
    requestTimeout: 'The request took too long to arrive.',
    aborted: 'The request was cut off before it was complete.',
    rangeNotSatisfiable: 'The requested range is not available.',
    rateLimited: 'Too many requests. Please try again later.',
    busy: 'The server is busy. Please try again in a moment.',
    batchRefused: 'Sign-in calls cannot be batched.',
    internal: 'Something went wrong on our side.',
    notReady: 'Not ready.',
  },
} as const;
