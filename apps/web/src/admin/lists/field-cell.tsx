import type { FieldSpec } from '@studio/contracts';
import { adminFieldKinds } from '../content/admin-field-kinds';

/** How a list row shows one field: its kind's cell (admin-field-kinds.tsx). */
export function FieldCell({ spec, value }: { spec: FieldSpec; value: unknown }) {
  const { Cell } = adminFieldKinds[spec.kind];
  return <Cell value={value} />;
}
