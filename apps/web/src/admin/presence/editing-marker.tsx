import {
  type ContentTypeName,
  PRESENCE_HEARTBEAT_SECONDS,
  type PresenceEditor,
  presenceMessages,
} from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { clockTime } from './editors-notice';

/**
 * Which of a type's records others have open, by id. Read when the list is shown or the
 * window comes back into focus; polled only while some record is open somewhere, so a list
 * costs nothing while no one edits (decision 039).
 */
export function useEditedRecords(type: ContentTypeName): Map<string, PresenceEditor[]> {
  const trpc = useTRPC();
  const markers = useQuery({
    ...trpc.presence.list.queryOptions({ type }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.length ? PRESENCE_HEARTBEAT_SECONDS * 1000 : false,
  });
  return new Map((markers.data ?? []).map((entry) => [entry.recordId, entry.editors]));
}

/** A list row's sign that others have its record open (nothing when no one has). */
export function EditingMarker({ editors }: { editors: readonly PresenceEditor[] | undefined }) {
  if (!editors?.length) return null;
  const words = presenceMessages.beingEdited(editors.map((editor) => editor.email));
  const since = editors
    .map((editor) => presenceMessages.editing(editor.email, clockTime(editor.since)))
    .join('\n');
  return (
    <span title={since} className="inline-flex items-center text-amber-600">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
        <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8l-9.3 9.3-4.1 1.1 1.1-4.1z" />
      </svg>
      <span className="sr-only">{words}</span>
    </span>
  );
}
