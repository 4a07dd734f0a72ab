import { buttonClass } from '../ui/styles';
import type { FormDraft } from './use-form-draft';

/** Today's draft by its time; an older one with its date too. */
function draftTime(savedAt: number): string {
  const when = new Date(savedAt);
  const today = when.toDateString() === new Date().toDateString();
  return today
    ? when.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : when.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}

/** Offers back what was typed on this form and never saved (a reload, a crash, a closed tab). */
export function DraftOffer({ draft }: { draft: FormDraft }) {
  const { offer } = draft;
  if (!offer) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="flex-1">
        You have unsaved changes from{' '}
        <time dateTime={new Date(offer.savedAt).toISOString()}>{draftTime(offer.savedAt)}</time>.
      </p>
      <button type="button" onClick={draft.restore} className={buttonClass.primary}>
        Restore
      </button>
      <button type="button" onClick={draft.discard} className={buttonClass.secondary}>
        Discard
      </button>
    </div>
  );
}
