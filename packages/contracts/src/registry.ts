import type { z } from 'zod';
import {
  aboutSchema,
  afterproductionSchema,
  contactinfoSchema,
  documentarySchema,
  equipmentSchema,
  gallerySchema,
  musicSchema,
  podcastSchema,
  productionSchema,
  sliderSchema,
} from './content-schemas';

/** How an admin form edits a field; "list" is a string[] (equipment features). */
export type FieldKind = 'text' | 'textarea' | 'image' | 'video' | 'url' | 'email' | 'list';

export interface FieldSpec {
  label: string;
  kind: FieldKind;
}

/** Every field of a schema, in form order; a renamed schema field breaks this at compile time. */
export type FieldSpecs<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: FieldSpec };

export interface ContentMessages {
  added: string;
  addFailed: string;
  /** shown when the add call throws (network) rather than answering an error */
  addError: string;
  updated: string;
  updateFailed: string;
  updateError: string;
  loadFailed: string;
  deleteFailed: string;
  empty: string;
}

/**
 * Where an admin page sits in the sidebar: a section, and its place in it (lower first). The
 * sidebar merges the registry's types, the inboxes and the admin's own pages by this.
 */
export interface NavPlacement {
  section: 'main' | 'homepageSections';
  order: number;
}

export interface ContentTypeDefinition<S extends z.ZodObject = z.ZodObject> {
  /** REST stem: /api/<stem>display, /api/<stem>view/:id, ... */
  stem: string;
  schema: S;
  /** Name in the admin sidebar, list heading and dashboard card. */
  label: string;
  /** Whether GET /api/<stem>number exists (dashboard count). */
  counted: boolean;
  /**
   * After a successful edit: show the message and return to the list after 1.5 s, or (the
   * slider, SPEC.md §4) alert it and return at once.
   */
  afterUpdate: 'message' | 'alert';
  fields: FieldSpecs<S>;
  /** Admin routes, with the letter case of SPEC.md §2.3. */
  admin: { list: string; add: string; edit: string };
  nav: NavPlacement;
  messages: ContentMessages;
}

const define = <S extends z.ZodObject>(definition: ContentTypeDefinition<S>) => definition;

const SOMETHING_WRONG = 'Something went wrong.';

/** The content types: SPEC.md's nine and the gallery. Another is one entry here and one migration. */
export const contentTypes = {
  slider: define({
    stem: 'slider',
    schema: sliderSchema,
    label: 'Slider',
    counted: false,
    afterUpdate: 'alert',
    fields: {
      title: { label: 'Title', kind: 'text' },
      videoUrl: { label: 'Video URL', kind: 'video' },
      description: { label: 'Description', kind: 'textarea' },
    },
    admin: { list: '/admin/slider', add: '/admin/addslider', edit: '/admin/EditSlider' },
    nav: { section: 'homepageSections', order: 30 },
    messages: {
      added: 'Slider added successfully!',
      addFailed: 'Failed to add slider.',
      addError: SOMETHING_WRONG,
      updated: 'Slider updated successfully!',
      updateFailed: 'Failed to update slider.',
      updateError: SOMETHING_WRONG,
      loadFailed: 'Failed to load video data.',
      deleteFailed: 'Failed to delete',
      empty: 'No sliders found.',
    },
  }),
  production: define({
    stem: 'production',
    schema: productionSchema,
    label: 'Productions',
    counted: false,
    afterUpdate: 'message',
    fields: {
      cardTitle: { label: 'Card title', kind: 'text' },
      prodImg: { label: 'Image URL', kind: 'image' },
      link: { label: 'Link URL', kind: 'url' },
    },
    admin: {
      list: '/admin/productions',
      add: '/admin/addproductions',
      edit: '/admin/EditProduction',
    },
    nav: { section: 'homepageSections', order: 10 },
    messages: {
      added: 'Production added successfully!',
      addFailed: 'Failed to add production.',
      addError: SOMETHING_WRONG,
      updated: 'Production updated successfully!',
      updateFailed: 'Failed to update production.',
      updateError: SOMETHING_WRONG,
      loadFailed: 'Failed to load production data.',
      deleteFailed: 'Something went wrong',
      empty: 'No productions found.',
    },
  }),
  afterproduction: define({
    stem: 'afterproduction',
    schema: afterproductionSchema,
    label: 'After Productions',
    counted: false,
    afterUpdate: 'message',
    fields: {
      title: { label: 'Title', kind: 'text' },
      videoUrl: { label: 'Video URL', kind: 'video' },
      description: { label: 'Description (optional)', kind: 'textarea' },
    },
    admin: {
      list: '/admin/afterproduction',
      add: '/admin/addafterproduction',
      edit: '/admin/Editafterproduction',
    },
    nav: { section: 'homepageSections', order: 20 },
    messages: {
      added: 'Video added successfully!',
      addFailed: 'Failed to add video.',
      addError: SOMETHING_WRONG,
      updated: 'Video updated successfully!',
      updateFailed: 'Failed to update video.',
      updateError: 'Update failed.',
      loadFailed: 'Failed to load video data.',
      deleteFailed: 'Delete failed',
      empty: 'No videos found.',
    },
  }),
  about: define({
    stem: 'about',
    schema: aboutSchema,
    label: 'About Us',
    counted: false,
    afterUpdate: 'message',
    fields: {
      title: { label: 'Title', kind: 'text' },
      description: { label: 'Description', kind: 'textarea' },
      imageUrl: { label: 'Image URL', kind: 'image' },
      readMoreUrl: { label: 'Read more URL', kind: 'url' },
    },
    admin: { list: '/admin/about', add: '/admin/addabout', edit: '/admin/EditAbout' },
    nav: { section: 'homepageSections', order: 40 },
    messages: {
      added: 'About added successfully!',
      addFailed: 'Failed to add about info.',
      addError: 'Error occurred. Try again.',
      updated: 'About updated successfully!',
      updateFailed: 'Failed to update about info.',
      updateError: SOMETHING_WRONG,
      loadFailed: 'Failed to load about info.',
      deleteFailed: 'Failed to delete',
      empty: 'No about info available.',
    },
  }),
  podcast: define({
    stem: 'podcast',
    schema: podcastSchema,
    label: 'Podcast',
    counted: true,
    afterUpdate: 'message',
    fields: {
      title: { label: 'Title', kind: 'text' },
      posterUrl: { label: 'Poster URL', kind: 'image' },
      videoUrl: { label: 'Video URL', kind: 'video' },
    },
    admin: { list: '/admin/podcast', add: '/admin/addpodcast', edit: '/admin/editpodcast' },
    nav: { section: 'main', order: 10 },
    messages: {
      added: 'Podcast added successfully!',
      addFailed: 'Failed to add podcast.',
      addError: SOMETHING_WRONG,
      updated: 'Podcast updated successfully!',
      updateFailed: 'Failed to update podcast.',
      updateError: SOMETHING_WRONG,
      loadFailed: 'Failed to load podcast data.',
      deleteFailed: 'Delete failed',
      empty: 'No podcasts found.',
    },
  }),
  music: define({
    stem: 'music',
    schema: musicSchema,
    label: 'Music',
    counted: true,
    afterUpdate: 'message',
    fields: {
      src: { label: 'Poster image URL', kind: 'image' },
      alt: { label: 'Title', kind: 'text' },
      video: { label: 'Trailer video URL (optional)', kind: 'video' },
    },
    admin: { list: '/admin/music', add: '/admin/addmusic', edit: '/admin/EditMusic' },
    nav: { section: 'main', order: 20 },
    messages: {
      added: 'Music added successfully!',
      addFailed: 'Failed to add music.',
      addError: SOMETHING_WRONG,
      updated: 'Music updated successfully!',
      updateFailed: 'Failed to update music.',
      updateError: 'Error updating music.',
      loadFailed: 'Failed to load music.',
      deleteFailed: 'Failed to delete',
      empty: 'No music loaded.',
    },
  }),
  documentary: define({
    stem: 'documentary',
    schema: documentarySchema,
    label: 'Documentary',
    counted: true,
    afterUpdate: 'message',
    fields: {
      src: { label: 'Poster image URL', kind: 'image' },
      alt: { label: 'Title', kind: 'text' },
      video: { label: 'Video URL', kind: 'video' },
    },
    admin: {
      list: '/admin/documentary',
      add: '/admin/adddocumentary',
      edit: '/admin/Editdocumentary',
    },
    nav: { section: 'main', order: 30 },
    messages: {
      added: 'Documentary added successfully!',
      addFailed: 'Failed to add documentary.',
      addError: SOMETHING_WRONG,
      updated: 'Documentary updated successfully!',
      updateFailed: 'Failed to update documentary.',
      updateError: 'Update failed.',
      loadFailed: 'Error loading documentary.',
      deleteFailed: 'Delete failed',
      empty: 'No documentaries available.',
    },
  }),
  equipment: define({
    stem: 'equipment',
    schema: equipmentSchema,
    label: 'Equipment',
    counted: false,
    afterUpdate: 'message',
    fields: {
      title: { label: 'Title', kind: 'text' },
      src: { label: 'Image URL', kind: 'image' },
      features: { label: 'Features', kind: 'list' },
    },
    admin: {
      list: '/admin/equipment',
      add: '/admin/addequipment',
      edit: '/admin/EditEquipment',
    },
    nav: { section: 'main', order: 40 },
    messages: {
      added: 'Equipment added successfully!',
      addFailed: 'Failed to add equipment.',
      addError: SOMETHING_WRONG,
      updated: 'Equipment updated successfully!',
      updateFailed: 'Failed to update equipment.',
      updateError: 'Error updating equipment.',
      loadFailed: 'Failed to load equipment.',
      deleteFailed: 'Failed to delete',
      empty: 'No equipment found.',
    },
  }),
  contactinfo: define({
    stem: 'contactinfo',
    schema: contactinfoSchema,
    label: 'Enquiry',
    counted: true,
    afterUpdate: 'message',
    fields: {
      address: { label: 'Address', kind: 'text' },
      phone: { label: 'Phone', kind: 'text' },
      email: { label: 'Email', kind: 'email' },
      hours: { label: 'Business hours', kind: 'text' },
    },
    admin: { list: '/admin/enquiry', add: '/admin/addenquiry', edit: '/admin/EditEnquiry' },
    nav: { section: 'main', order: 70 },
    messages: {
      added: 'Contact info added successfully!',
      addFailed: 'Failed to add contact info.',
      addError: SOMETHING_WRONG,
      updated: 'Contact info updated successfully!',
      updateFailed: 'Failed to update contact info.',
      updateError: SOMETHING_WRONG,
      loadFailed: 'Failed to load contact info.',
      deleteFailed: 'Failed to delete',
      empty: 'No contact info found.',
    },
  }),
  gallery: define({
    stem: 'gallery',
    schema: gallerySchema,
    label: 'Gallery items',
    counted: true,
    afterUpdate: 'message',
    fields: {
      imageUrl: { label: 'Image URL', kind: 'image' },
      title: { label: 'Title', kind: 'text' },
      caption: { label: 'Caption (optional)', kind: 'textarea' },
      link: { label: 'Link (optional)', kind: 'url' },
    },
    admin: { list: '/admin/gallery', add: '/admin/addgallery', edit: '/admin/EditGallery' },
    // Right after SPEC's "Gallery" entry (80, to /), before the Homepage Sections group (85).
    nav: { section: 'main', order: 82 },
    messages: {
      added: 'Gallery item added successfully!',
      addFailed: 'Failed to add gallery item.',
      addError: SOMETHING_WRONG,
      updated: 'Gallery item updated successfully!',
      updateFailed: 'Failed to update gallery item.',
      updateError: SOMETHING_WRONG,
      loadFailed: 'Failed to load gallery item.',
      deleteFailed: 'Failed to delete',
      empty: 'No gallery items found.',
    },
  }),
} as const;

export type ContentTypes = typeof contentTypes;
export type ContentTypeName = keyof ContentTypes;
export type ContentSchema<K extends ContentTypeName> = ContentTypes[K]['schema'];
/** What a caller sends to create or update a record. */
export type ContentInput<K extends ContentTypeName> = z.input<ContentSchema<K>>;
/** The validated fields as stored. */
export type ContentData<K extends ContentTypeName> = z.output<ContentSchema<K>>;

export const contentTypeNames = Object.keys(contentTypes) as ContentTypeName[];

export function contentType<K extends ContentTypeName>(name: K): ContentTypes[K] {
  return contentTypes[name];
}

/**
 * The registry seen through a mapped type: indexing it with a generic K keeps K's schema and
 * K's data correlated (TypeScript cannot do that on the plain object's union of schemas).
 */
const schemaByType: {
  [P in ContentTypeName]: { schema: z.ZodType<ContentData<P>, ContentInput<P>> };
} = contentTypes;

/** A type's schema, typed by the type's name. */
export function contentSchema<K extends ContentTypeName>(
  type: K,
): z.ZodType<ContentData<K>, ContentInput<K>> {
  return schemaByType[type].schema;
}
