import { useId, useState } from 'react';
import { buttonClass, inputClass } from '../ui/styles';

/**
 * A secret the server answers once (an API token, a webhook's signing secret): announced, shown
 * in a field that selects itself on focus, with a Copy button.
 */
export function OneTimeSecret(props: { message: string; label: string; secret: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div role="status" className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <p className="text-sm font-medium text-emerald-900">{props.message}</p>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={props.secret}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono`}
        />
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            navigator.clipboard.writeText(props.secret).then(
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
          {copied ? 'Copied.' : 'Copying was refused: select it and copy it yourself.'}
        </p>
      )}
    </div>
  );
}
