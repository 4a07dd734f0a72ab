import { z } from 'zod';
import { define } from '../content-type-definition';
import type * as ContentTypesModule from '../content-types';
import { optionalWebUrl, requiredText } from '../fields';

/**
 * A content type that exists only in the tests that ask for it: what a new type is, an entry
 * and its schema. Imports nothing that reads the registry, so a mock of the registry's entries
 * (content-types.ts) can load it.
 */
export const testimonial = define({
  stem: 'testimonial',
  schema: z.object({ name: requiredText(), quote: requiredText(), photoUrl: optionalWebUrl() }),
  label: 'Testimonials',
  counted: true,
  afterUpdate: 'message',
  fields: {
    name: { label: 'Name', kind: 'text' },
    quote: { label: 'Quote', kind: 'textarea' },
    photoUrl: { label: 'Photo URL (optional)', kind: 'image' },
  },
  admin: {
    list: '/admin/testimonials',
    add: '/admin/addtestimonial',
    edit: '/admin/EditTestimonial',
  },
  nav: { section: 'main', order: 84 },
  messages: {
    added: 'Testimonial added successfully!',
    addFailed: 'Failed to add testimonial.',
    addError: 'Something went wrong.',
    updated: 'Testimonial updated successfully!',
    updateFailed: 'Failed to update testimonial.',
    updateError: 'Something went wrong.',
    loadFailed: 'Failed to load testimonial.',
    deleteFailed: 'Failed to delete',
    empty: 'No testimonials found.',
  },
});

/**
 * The registry's entries and the testimonial: a test file's
 * `vi.mock(import('@studio/contracts/content-types'), async (original) => withTestimonial(await original()))`
 * gives every module that reads the registry (routes, access, trash, webhooks, tables) an 11th type.
 */
export function withTestimonial(original: typeof ContentTypesModule): typeof ContentTypesModule {
  const contentTypes = { ...original.contentTypes, testimonial };
  return { ...original, contentTypes };
}
