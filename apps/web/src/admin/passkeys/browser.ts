/** Whether this browser can use passkeys at all (WebAuthn); without, their buttons stay hidden. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The browser half of WebAuthn, loaded when a passkey button is pressed: the login page's
 * first load goes without it.
 */
export const webauthnBrowser = () => import('@simplewebauthn/browser');
