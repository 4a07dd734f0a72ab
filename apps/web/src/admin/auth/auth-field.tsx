import { useBoundField } from '../forms/bound-field';
import type { Refusal } from '../forms/refusals';
import { AuthInput, type AuthInputProps } from './auth-input';

type AuthFieldProps = Pick<AuthInputProps, 'label' | 'type' | 'autoComplete' | 'inputMode'> & {
  refused?: Refusal;
};

/** One field of the registration form (form.AppField), bound to TanStack Form. */
export function AuthField({ refused, ...spec }: AuthFieldProps) {
  return <AuthInput {...spec} {...useBoundField<string>(refused)} />;
}
