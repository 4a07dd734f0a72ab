import { email as emailSchema } from '../fields';
import type { FieldKindModule } from './kind';
import { plainText } from './plain-text';

/** An e-mail address. */
export const email = {
  ...plainText,
  schema: { required: emailSchema },
  samples: {
    valid: (_field, variant) => `studio${variant}@example.com`,
    invalid: () => 'not-an-email',
  },
} satisfies FieldKindModule;
