import type { Role } from '@studio/contracts';
import { useId } from 'react';
import { useBoundField } from '../forms/bound-field';
import { FieldFrame } from '../forms/field-frame';
import { inputClass } from '../ui/styles';
import { RoleSelect } from './role-select';

/** A form's required Role field (form.AppField): its label, the roles, and its error. */
export function RoleField() {
  const id = useId();
  const { error, ...select } = useBoundField<Role>();
  return (
    <FieldFrame id={id} label="Role" required error={error}>
      <RoleSelect id={id} {...select} className={inputClass} />
    </FieldFrame>
  );
}
