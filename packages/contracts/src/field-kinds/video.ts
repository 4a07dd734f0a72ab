import type { FieldKindModule } from './kind';
import { url } from './url';

/** A video's URL (a file, a YouTube or Vimeo page): typed, uploaded or chosen from the library. */
export const video = {
  ...url,
  media: 'video',
  samples: {
    ...url.samples,
    valid: (field, variant) => `https://videos.example.com/${field}-${variant}.mp4`,
  },
} satisfies FieldKindModule;
