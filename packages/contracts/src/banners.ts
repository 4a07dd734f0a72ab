/**
 * SPEC.md §8's notices of the public galleries; a module of their own, so a gallery page
 * loads these three lines rather than every message.
 */
export const banners = {
  documentaryFallback: 'Showing default posters.',
  equipmentEmpty: 'No data found. Showing default posters.',
  equipmentFailed: 'Failed to fetch from API. Showing default posters.',
};
