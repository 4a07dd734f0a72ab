import { type PublishState, publishMessages } from '@studio/contracts';

const tone: Record<PublishState, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  scheduled: 'bg-amber-50 text-amber-800 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
};

/** Draft, Scheduled or Published, in words (the colour only repeats them). */
export function PublishBadge({ state }: { state: PublishState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone[state]}`}
    >
      {publishMessages.badges[state]}
    </span>
  );
}

/** "Expires <date>" under a published record's badge while its expiry is ahead. */
export function ExpiryNote({ at }: { at: string }) {
  const when = new Date(at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
      {publishMessages.expires} <time dateTime={at}>{when}</time>
    </span>
  );
}
