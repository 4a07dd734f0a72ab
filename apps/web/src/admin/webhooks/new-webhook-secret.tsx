import { messages } from '@studio/contracts';
import { useId } from 'react';
import { inputClass } from '../ui/styles';

/** The signing secret of the webhook just created: shown this once. */
export function NewWebhookSecret({ url, secret }: { url: string; secret: string }) {
  const id = useId();
  return (
    <div role="status" className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <p className="text-sm font-medium text-emerald-900">{messages.webhooks.created}</p>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Signing secret for {url}
      </label>
      <input
        id={id}
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClass} font-mono`}
      />
    </div>
  );
}
