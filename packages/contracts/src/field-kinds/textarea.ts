import type { FieldKindModule } from './kind';
import { text } from './text';

/** Several lines of words (a description, an address): text, typed in a larger box. */
export const textarea = { ...text } satisfies FieldKindModule;
