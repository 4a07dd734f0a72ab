import { messages, passkeyMessages } from '@studio/contracts';
import { useState, useSyncExternalStore } from 'react';
import { storeToken } from '../admin/auth/token';
import { passkeysSupported, webauthnBrowser } from '../admin/passkeys/browser';
import { buttonClass } from '../admin/ui/styles';
import { serverAnswered, serverMessage } from '../lib/server-errors';
import { ADMIN_HOME } from './after-sign-in';
import { passkeyOptions, passkeySignIn } from './sign-in-api';

/** A browser's support for passkeys does not change while the page is open. */
const unchanging = () => () => undefined;

/**
 * "Sign in with a passkey": no e-mail typed, the browser offers this site's passkeys. A passkey
 * verifies its user, so it signs in completely (a second factor included). Hidden in a browser
 * without WebAuthn; shown on the build's first screen, as nearly every browser has it (the card
 * keeps its height when the page's code replaces the screen). The WebAuthn library loads when
 * the button is pressed.
 */
export function PasskeySignIn() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = useSyncExternalStore(unchanging, passkeysSupported, () => true);
  if (!supported) return null;

  /** Signs in with a passkey; true once on the way to the admin. */
  async function signIn(): Promise<boolean> {
    try {
      const [{ startAuthentication }, optionsJSON] = await Promise.all([
        webauthnBrowser(),
        passkeyOptions(),
      ]);
      const response = await startAuthentication({ optionsJSON }).catch(() => undefined);
      if (!response) {
        setProblem(passkeyMessages.cancelled);
        return false;
      }
      storeToken((await passkeySignIn({ response })).token);
      window.location.assign(ADMIN_HOME);
      return true;
    } catch (error) {
      setProblem(
        serverAnswered(error)
          ? (serverMessage(error) ?? passkeyMessages.signInFailed)
          : messages.login.exception,
      );
      return false;
    }
  }

  async function start() {
    setBusy(true);
    setProblem(null);
    // Signed in, the button stays busy until the admin opens.
    if (!(await signIn())) setBusy(false);
  }

  return (
    <div className="mt-4 space-y-2">
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        className={`${buttonClass.secondary} w-full`}
      >
        {busy ? passkeyMessages.signingIn : passkeyMessages.signIn}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
