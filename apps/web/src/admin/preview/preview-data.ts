import { contentSchema, singletonSchema } from '@studio/contracts';
import type { PreviewTarget } from '../../live-preview/protocol';
import type { FormValues } from '../forms/form-values';

/**
 * The record's fields as the preview shows them: what a save would send (the schema's output)
 * once the form is valid; while it is not (a field half typed), the values as they are typed.
 */
export function previewData(target: PreviewTarget, values: FormValues): Record<string, unknown> {
  const schema =
    target.kind === 'content' ? contentSchema(target.type) : singletonSchema(target.name);
  const parsed = schema.safeParse(values);
  return parsed.success ? parsed.data : values;
}
