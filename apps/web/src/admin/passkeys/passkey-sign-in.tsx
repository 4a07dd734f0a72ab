import { messages, passkeyMessages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverAnswered, serverMessage } from '../api/errors';
import { storeToken } from '../auth/token';
import { buttonClass } from '../ui/styles';
import { passkeysSupported, webauthnBrowser } from './browser';

/**
 * "Sign in with a passkey": no e-mail typed, the browser offers this site's passkeys. A passkey
 * verifies its user, so it signs in completely (a second factor included). Hidden in a browser
 * without WebAuthn.
 */
export function PasskeySignIn() {
  const navigate = useNavigate();
  const trpc = useTRPC();
  const options = useMutation(trpc.passkeys.signInOptions.mutationOptions());
  const signIn = useMutation(trpc.passkeys.signIn.mutationOptions());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!passkeysSupported()) return null;

  async function start() {
    setBusy(true);
    setProblem(null);
    try {
      const [{ startAuthentication }, optionsJSON] = await Promise.all([
        webauthnBrowser(),
        options.mutateAsync(),
      ]);
      const response = await startAuthentication({ optionsJSON }).catch(() => undefined);
      if (!response) {
        setProblem(passkeyMessages.cancelled);
        return;
      }
      const answer = await signIn.mutateAsync({ response });
      storeToken(answer.token);
      await navigate({ to: '/admin/dashboard' });
    } catch (error) {
      setProblem(
        serverAnswered(error)
          ? (serverMessage(error) ?? passkeyMessages.signInFailed)
          : messages.login.exception,
      );
    } finally {
      setBusy(false);
    }
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
