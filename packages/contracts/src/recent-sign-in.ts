/** How long after signing in a session may add or change a way of signing in (ASVS 7.5.1). */
export const RECENT_SIGN_IN_MINUTES = 10;

/**
 * Adding a passkey or setting up two-factor sign-in with a session signed in long ago (403).
 * Apart from `messages`, so the sign-in page does not load them.
 */
export const recentSignInMessages = {
  required: `For your safety, sign in again to change how you sign in: that needs a sign-in within the last ${RECENT_SIGN_IN_MINUTES} minutes.`,
  /** The account page's link to the sign-in page beside that message. */
  signInAgain: 'Sign in again',
};
