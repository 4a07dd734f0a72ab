import type { StandardSchemaV1 } from '@tanstack/react-form';
import { useState } from 'react';
import { useSchemaForm } from './form-hook';
import { type Outcome, refusedOutcome } from './submit-outcome';

interface CardFormOptions<T> {
  defaultValues: T;
  schema: StandardSchemaV1<NoInfer<T>, unknown>;
  /** Sends the values; resolves to what to say then (the form is cleared first). */
  send: (value: T) => Promise<Outcome>;
  /** Said when the server refused without words of its own, or never answered. */
  failure: string;
  /** Shows the server's refusal on the fields it names; false when it names none here. */
  onFields?: (error: unknown) => boolean;
}

/**
 * A form on a card (form.FormCard) that is cleared once sent: the outcome of its last submit
 * (the server's refusal in its own words), beside the form itself.
 */
export function useCardForm<T>({ send, failure, onFields, ...options }: CardFormOptions<T>) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm({
    ...options,
    onSubmit: async (value, reset) => {
      setOutcome(null);
      try {
        const said = await send(value);
        reset();
        setOutcome(said);
      } catch (error) {
        if (!onFields?.(error)) setOutcome(refusedOutcome(error, failure));
      }
    },
  });
  return { form, outcome };
}
