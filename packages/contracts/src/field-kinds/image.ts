import type { FieldKindModule } from './kind';
import { url } from './url';

/** An image's URL, typed, uploaded or chosen from the media library. */
export const image = {
  ...url,
  media: 'image',
  samples: {
    ...url.samples,
    valid: (field, variant) => `https://cdn.example.com/${field}-${variant}.jpg`,
  },
} satisfies FieldKindModule;
