/**
 * The words of passkeys (WebAuthn), on the server and on the login and account pages. Apart
 * from `messages`: the public pages load that object first, and need none of these; and apart
 * from the passkeys' schemas, so /login's script has no zod (issue 29).
 */
export const passkeyMessages = {
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for the passkey...',
  add: 'Add a passkey',
  adding: 'Waiting for the passkey...',
  title: 'Passkeys',
  intro:
    'Sign in with your device instead of a password: its screen lock, fingerprint or face proves it is you, so a passkey counts as both password and second factor.',
  none: 'No passkeys yet.',
  /** The name a passkey gets when none is given: "Passkey 2". */
  defaultName: (n: number) => `Passkey ${n}`,
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  removeTitle: 'Remove this passkey?',
  removeMessage: (name: string) =>
    `“${name}” will no longer sign you in. Remove it from your device too, in its passkey settings.`,
  /** The list's column of where each passkey was added from (browser, address). */
  addedFrom: 'Added from',
  unknownBrowser: 'Unknown browser',
  unknownAddress: 'Unknown address',
  removeFailed: 'Failed to remove the passkey.',
  renameFailed: 'Failed to rename the passkey.',
  addFailed: 'The passkey was not added.',
  /** The browser's prompt was closed, timed out or refused. */
  cancelled: 'No passkey was used.',
  signInFailed: 'Signing in with a passkey failed.',
  /** Server answers. */
  expired: 'This passkey request has expired or was already used. Please try again.',
  notVerified: 'The passkey could not be verified.',
  unknown:
    'This passkey is not registered here: it may have been removed. Sign in with your password.',
  alreadyRegistered: 'This passkey is already registered.',
} as const;
