import type { Role } from '@studio/contracts';
import { FieldFrame } from '../forms/field-frame';
import { inputClass } from '../ui/styles';
import { RoleSelect } from './role-select';

/** A form's required Role field: its label, the roles, and its error. */
export function RoleControl({
  id,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  value: Role;
  error: string | undefined;
  onChange: (role: Role) => void;
  onBlur: () => void;
}) {
  return (
    <FieldFrame id={id} label="Role" required error={error}>
      <RoleSelect
        id={id}
        name="role"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        className={inputClass}
      />
    </FieldFrame>
  );
}
