import { optionalWebUrl, webUrl } from '../fields';
import type { FieldKindModule } from './kind';
import { plainText } from './plain-text';

/** A link: an http(s) URL or a path on this site (`isWebUrl`). */
export const url = {
  ...plainText,
  schema: { required: webUrl, optional: optionalWebUrl },
  samples: {
    valid: (field, variant) => `https://example.com/${field}/${variant}`,
    invalid: () => 'javascript:alert(1)',
  },
} satisfies FieldKindModule;
