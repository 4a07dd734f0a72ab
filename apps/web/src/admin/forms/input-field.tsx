import { useId } from 'react';
import { useBoundField } from './bound-field';
import { InputControl, type InputControlProps } from './input-control';

type InputFieldProps = Pick<
  InputControlProps,
  'label' | 'required' | 'type' | 'placeholder' | 'autoComplete'
>;

/** An InputControl bound to its form field (form.AppField). */
export function InputField(props: InputFieldProps) {
  const id = useId();
  return <InputControl id={id} {...useBoundField<string>()} {...props} />;
}
