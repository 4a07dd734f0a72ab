import {
  conflictMessages,
  type FocalPoint,
  MEDIA_ALT_MAX,
  MEDIA_NAME_MAX,
  type MediaRecord,
  mediaMessages,
  mediaRecordSchema,
} from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage, staleOf } from '../api/errors';
import { clockTime } from '../presence/editors-notice';
import { buttonClass, inputClass } from '../ui/styles';
import { FocalPointPicker } from './focal-point-picker';

interface MediaEditFormProps {
  item: MediaRecord;
  /** Whether the name can be changed too (the library page) or only the alt text (a field). */
  withName: boolean;
  onSaved: (item: MediaRecord) => void;
}

const samePoint = (a: FocalPoint | null, b: FocalPoint | null) =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);

/**
 * An item's alt text (and name, and an image's focal point), saved with media.update. Not a <form>: it also sits inside a
 * content form, where a nested form would submit the record instead.
 */
export function MediaEditForm({ item, withName, onSaved }: MediaEditFormProps) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt);
  const [name, setName] = useState(item.name);
  const [focalPoint, setFocalPoint] = useState(item.focalPoint);
  const [failure, setFailure] = useState<string | null>(null);
  // The version a save names: the item's, then the one saved meanwhile once it was shown.
  const [version, setVersion] = useState(item.version);
  const [savedMeanwhile, setSavedMeanwhile] = useState<string | null>(null);
  const update = useMutation(
    useTRPC().media.update.mutationOptions({
      onSuccess: (saved) => {
        setFailure(null);
        setSavedMeanwhile(null);
        setVersion(saved.version);
        onSaved(saved);
      },
      onError: (error) => {
        setFailure(serverMessage(error) ?? mediaMessages.updateFailed);
        // Stale: what was saved is shown beside what is typed; saving again replaces it.
        const stale = staleOf(error);
        const current = stale && mediaRecordSchema.safeParse(stale.current);
        if (!stale || !current?.success) return;
        const { actor, at } = stale.changedBy ?? {
          actor: conflictMessages.someone,
          at: current.data.updatedAt,
        };
        setVersion(current.data.version);
        setSavedMeanwhile(
          mediaMessages.savedMeanwhile({
            who: actor,
            time: clockTime(at),
            alt: current.data.alt,
            ...(withName ? { name: current.data.name } : {}),
          }),
        );
      },
    }),
  );

  const changes = () => ({
    id: item._id,
    alt: alt.trim(),
    ...(withName ? { name: name.trim() } : {}),
    // Sent only when moved: an unchanged point is no change on the activity log.
    ...(samePoint(focalPoint, item.focalPoint) ? {} : { focalPoint }),
    version,
  });

  // Enter saves the item, not the content form around it.
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    update.mutate(changes());
  };

  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Edit {item.name}</legend>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-xs font-medium text-slate-700">
          Alt text
        </label>
        <input
          id={`${id}-alt`}
          value={alt}
          maxLength={MEDIA_ALT_MAX}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={saveOnEnter}
          className={inputClass}
        />
      </div>
      {withName ? (
        <div>
          <label htmlFor={`${id}-name`} className="block text-xs font-medium text-slate-700">
            Name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            required
            maxLength={MEDIA_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={saveOnEnter}
            className={inputClass}
          />
        </div>
      ) : null}
      {item.kind === 'image' ? (
        <FocalPointPicker
          item={item}
          value={focalPoint}
          onChange={setFocalPoint}
          readoutId={`${id}-focal`}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {savedMeanwhile ? <p className="text-sm text-slate-700">{savedMeanwhile}</p> : null}
      <button
        type="button"
        onClick={() => update.mutate(changes())}
        disabled={update.isPending}
        className={buttonClass.smallEdit}
      >
        {update.isPending ? 'Saving...' : 'Save'}
      </button>
    </fieldset>
  );
}
