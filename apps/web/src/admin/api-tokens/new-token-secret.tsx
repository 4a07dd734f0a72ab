import { messages } from '@studio/contracts';
import { useId, useState } from 'react';
import { buttonClass, inputClass } from '../ui/styles';

/** The secret of the token just created: shown this once, with a way to copy it. */
export function NewTokenSecret({ name, token }: { name: string; token: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div role="status" className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <p className="text-sm font-medium text-emerald-900">{messages.apiTokens.created}</p>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Token for {name}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={token}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono`}
        />
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            navigator.clipboard.writeText(token).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy
        </button>
      </div>
      {copied === null ? null : (
        <p className="text-sm text-slate-700">
          {copied ? 'Copied.' : 'Copying was refused: select the token and copy it yourself.'}
        </p>
      )}
    </div>
  );
}
