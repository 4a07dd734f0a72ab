import { type PresenceTarget, presenceMessages } from '@studio/contracts';
import { usePresence } from './use-presence';

/** "10:02": the hour and minute, in the editor's own way of writing them. */
export const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * An edit page's line about who else has its record open, kept up to date while it is open:
 * the one who opens it second learns of the first at once, the first within a heartbeat.
 */
export function EditorsNotice({ target }: { target: PresenceTarget }) {
  const others = usePresence(target);
  return (
    // A live region, but not role "status": that is the form's outcome line, one per page.
    <div aria-live="polite">
      {others.length > 0 ? (
        <ul className="mb-4 rounded border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {others.map((editor) => (
            <li key={editor.email}>
              {presenceMessages.editing(editor.email, clockTime(editor.since))}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
