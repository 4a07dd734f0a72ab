import { useBoundField } from './bound-field';
import type { Refusal } from './refusals';
import { TextControl, type TextControlProps } from './text-control';

type TextFieldProps = Pick<
  TextControlProps,
  'id' | 'label' | 'kind' | 'required' | 'placeholder'
> & {
  refused: Refusal | undefined;
};

/** A registry form's TextControl bound to its form field (form.AppField). */
export function TextField({ refused, ...props }: TextFieldProps) {
  const { value, error, onChange, onBlur } = useBoundField<string | undefined>(refused);
  return (
    <TextControl {...props} value={value ?? ''} error={error} onChange={onChange} onBlur={onBlur} />
  );
}
