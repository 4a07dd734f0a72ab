import { changePasswordSchema, messages } from '@studio/contracts';
import { z } from 'zod';

/** The contract's schema plus the repeated new password, which must match (never sent). */
export const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ['confirmPassword'],
    message: messages.account.confirmMismatch,
  });

export type PasswordFormValues = z.input<typeof passwordFormSchema>;

export const passwordFields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const satisfies readonly {
  name: keyof PasswordFormValues;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}[];

/** The fields the server's issues may point at ("currentPassword"). */
export const passwordFieldNames = passwordFields.map((field) => field.name);
