import { messages, passwordResetSchema } from '@studio/contracts';
import { z } from 'zod';

/** The contract's password rules plus the repeated password, which must match (never sent). */
export const newPasswordSchema = passwordResetSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.confirmPassword === value.password, {
    path: ['confirmPassword'],
    message: messages.account.confirmMismatch,
  });

export type NewPasswordValues = z.input<typeof newPasswordSchema>;
