import { type Passkey, passkeyMessages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { buttonClass } from '../ui/styles';
import { passkeysSupported, webauthnBrowser } from './browser';

interface AddPasskeyButtonProps {
  onAdded: (passkey: Passkey) => void;
  onFailed: (text: string) => void;
}

/**
 * "Add a passkey": the browser makes one for this account (its prompt asks for the screen
 * lock), the server checks and keeps it. Hidden in a browser without WebAuthn.
 */
export function AddPasskeyButton({ onAdded, onFailed }: AddPasskeyButtonProps) {
  const trpc = useTRPC();
  const options = useMutation(trpc.passkeys.registrationOptions.mutationOptions());
  const add = useMutation(trpc.passkeys.add.mutationOptions());
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  async function start() {
    setBusy(true);
    try {
      const [{ startRegistration }, optionsJSON] = await Promise.all([
        webauthnBrowser(),
        options.mutateAsync(),
      ]);
      const response = await startRegistration({ optionsJSON }).catch(() => undefined);
      if (!response) {
        onFailed(passkeyMessages.cancelled);
        return;
      }
      onAdded(await add.mutateAsync({ response }));
    } catch (error) {
      onFailed(serverMessage(error) ?? passkeyMessages.addFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void start()}
      disabled={busy}
      className={buttonClass.primary}
    >
      {busy ? passkeyMessages.adding : passkeyMessages.add}
    </button>
  );
}
