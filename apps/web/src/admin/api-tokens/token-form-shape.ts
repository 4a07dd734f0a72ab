import {
  createApiTokenSchema,
  FUTURE_TIME_MESSAGE,
  isFutureTime,
  type TokenScope,
} from '@studio/contracts';
import { z } from 'zod';

/** The form's values: the expiry as a datetime-local input holds it (local time, '' = none). */
export interface TokenFormValues {
  name: string;
  scopes: TokenScope[];
  expiresAt: string;
}

/** The contract's schema, with the expiry as the form holds it. */
export const tokenFormSchema = createApiTokenSchema.extend({
  expiresAt: z.string().refine((value) => value === '' || isFutureTime(value), FUTURE_TIME_MESSAGE),
});

/** What the server is sent: the local expiry as an instant. */
export const tokenInput = ({ expiresAt, ...rest }: TokenFormValues) => ({
  ...rest,
  expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
});
