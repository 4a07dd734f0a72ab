import { type Passkey, passkeyMessages } from '@studio/contracts';

/**
 * Where a passkey was added from: the browser and address of the session that added it, so
 * its owner tells theirs from one a stranger left. Older passkeys say neither.
 */
export function AddedFrom({ browser, ip }: Pick<Passkey, 'browser' | 'ip'>) {
  return (
    <>
      <p className="text-slate-700">{browser ?? passkeyMessages.unknownBrowser}</p>
      <p className="text-xs text-slate-500">{ip ?? passkeyMessages.unknownAddress}</p>
    </>
  );
}
