import { messages } from '@studio/contracts';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { serverIssues } from '../api/errors';
import { useRefusals } from '../forms/refusals';
import type { Outcome } from '../forms/submit-outcome';
import { useCardForm } from '../forms/use-card-form';

interface AccountFormOptions<T> {
  defaultValues: T;
  schema: StandardSchemaV1<NoInfer<T>, unknown>;
  /** The fields a refusal of the server may name: it shows on them until they are edited. */
  refusable: readonly string[];
  /** Sends the values; resolves to what to say then. */
  send: (value: T) => Promise<Outcome>;
}

/**
 * A card form of the account page: the server's refusal of a field shows on that field (and
 * goes when the form is sent again), any other refusal in its own words beside the form.
 */
export function useAccountForm<T>({ refusable, send, ...options }: AccountFormOptions<T>) {
  const refusals = useRefusals(refusable);
  const { form, outcome } = useCardForm({
    ...options,
    send: (value) => {
      refusals.clear();
      return send(value);
    },
    failure: messages.unreachable,
    onFields: (error) => refusals.take(serverIssues(error)),
  });
  return { form, outcome, refusals };
}
