import { type Role, roleLabels, roles } from '@studio/contracts';
import type { SelectHTMLAttributes } from 'react';
import { WAITING_LABEL } from './user-labels';

interface RoleSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  /** null: an account still waiting for access, shown as a choice that cannot be made again. */
  value: Role | null;
  onChange: (role: Role) => void;
}

/** The roles by their labels; only a value that is a role reaches `onChange`. */
export function RoleSelect({ value, onChange, ...select }: RoleSelectProps) {
  return (
    <select
      {...select}
      value={value ?? ''}
      onChange={(event) => {
        const role = roles.find((name) => name === event.target.value);
        if (role) onChange(role);
      }}
    >
      {value ? null : (
        <option value="" disabled>
          {WAITING_LABEL}
        </option>
      )}
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}
