import { access, mediaBrowseSchema, mediaIdSchema, mediaUpdateSchema } from '@studio/contracts';
import { z } from 'zod';
import { tool } from './tool';

const listMedia = tool({
  name: 'list_media',
  description:
    'The newest items of the media library: `query` searches their names and alt texts, ' +
    '`kind` keeps images or videos.',
  rules: [access.media.list],
  input: z.object({
    query: mediaBrowseSchema.shape.search,
    kind: mediaBrowseSchema.shape.kind,
  }),
  async run({ services, actor }, { query, kind }) {
    return services.media.list(actor, { search: query, kind });
  },
});

const setMediaAlt = tool({
  name: 'set_media_alt',
  description: "Sets a library item's alt text (what a screen reader says of the image).",
  rules: [access.media.update],
  input: z.object({ id: mediaIdSchema.shape.id, alt: mediaUpdateSchema.shape.alt.unwrap() }),
  async run({ services, actor }, { id, alt }) {
    return services.media.update(actor, id, { alt });
  },
});

export const mediaTools = [listMedia, setMediaAlt];
