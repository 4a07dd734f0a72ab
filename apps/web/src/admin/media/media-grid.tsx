import { type MediaRecord, type MediaUser, mediaMessages } from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refetchAfterWrite } from '../../lib/refetch-after-write';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { OutcomeMessage } from '../forms/outcome-message';
import type { Outcome } from '../forms/submit-outcome';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DeleteRefusal } from './delete-refusal';
import { MediaCard } from './media-card';
import { usedByOf } from './used-by';

/** The library's cards, each editable and deletable (a delete asks first). */
export function MediaGrid({ items }: { items: readonly MediaRecord[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<MediaRecord | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refusal, setRefusal] = useState<{ text: string; usedBy: MediaUser[] } | null>(null);
  const remove = useMutation(
    trpc.media.delete.mutationOptions({
      onSuccess: () => {
        setOutcome({ ok: true, text: mediaMessages.deleted });
        void refetchAfterWrite(queryClient, trpc.media.list.infiniteQueryFilter());
      },
      onError: (error) =>
        setRefusal({
          text: serverMessage(error) ?? mediaMessages.deleteFailed,
          usedBy: usedByOf(error),
        }),
      onSettled: () => setTarget(null),
    }),
  );

  // Each outcome takes the focus, so it is seen (scrolled to) and read out, wherever the card
  // that caused it sits; the card's own buttons have gone or closed by then.
  const messages = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome || refusal) messages.current?.focus();
  }, [outcome, refusal]);

  const saved = () => {
    setRefusal(null);
    setOutcome({ ok: true, text: mediaMessages.updated });
    void refetchAfterWrite(queryClient, trpc.media.list.infiniteQueryFilter());
  };

  return (
    <>
      <div ref={messages} tabIndex={-1} className="space-y-2 outline-none">
        <OutcomeMessage outcome={outcome} />
        {refusal ? <DeleteRefusal {...refusal} /> : null}
      </div>
      <ul
        aria-label="Media"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {items.map((item) => (
          <MediaCard
            key={item._id}
            item={item}
            onSaved={saved}
            onDelete={(chosen) => {
              setOutcome(null);
              setRefusal(null);
              setTarget(chosen);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        title="Delete this file?"
        message={`${target?.name ?? ''} is removed from the library for good, unless content uses it.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => {
          if (target) remove.mutate({ id: target._id });
        }}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
