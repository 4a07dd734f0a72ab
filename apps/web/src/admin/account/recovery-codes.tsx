import { useState } from 'react';
import { buttonClass } from '../ui/styles';

/** Offers the codes as a text file (made here: nothing leaves the browser). */
function download(codes: readonly string[]) {
  const file = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The recovery codes, shown this once, to copy or download before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4">
        <p className="text-sm font-medium text-emerald-900">
          Two-factor sign-in is on. Save these recovery codes now: each signs you in once if you
          lose your phone, and they are not shown again.
        </p>
      </div>
      <ol aria-label="Recovery codes" className="grid gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            navigator.clipboard.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => download(codes)}>
          Download
        </button>
        <button type="button" className={buttonClass.primary} onClick={onDone}>
          I have saved them
        </button>
      </div>
      {copied === null ? null : (
        <p className="text-sm text-slate-700">
          {copied ? 'Copied.' : 'Copying was refused: select them and copy them yourself.'}
        </p>
      )}
    </div>
  );
}
