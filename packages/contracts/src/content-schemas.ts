import { z } from 'zod';
import {
  boolean,
  date,
  email,
  image,
  list,
  number,
  reference,
  select,
  text,
  textarea,
  url,
  video,
} from './field-kinds';
import { messages } from './messages';

/**
 * The fields of each content type: the single declaration every layer derives from. Each field
 * is built by the kind its registry entry names (content-types.ts).
 */
export const sliderSchema = z.object({
  title: text.schema.required(),
  videoUrl: video.schema.required(),
  description: textarea.schema.required(),
});

export const productionSchema = z.object({
  cardTitle: text.schema.required(),
  prodImg: image.schema.required(messages.production.invalidUrls),
  link: url.schema.required(messages.production.invalidUrls),
});

export const afterproductionSchema = z.object({
  title: text.schema.required(),
  videoUrl: video.schema.required(),
  description: textarea.schema.optional(),
});

export const aboutSchema = z.object({
  title: text.schema.required(),
  description: textarea.schema.required(),
  imageUrl: image.schema.required(),
  readMoreUrl: url.schema.required(),
});

export const podcastSchema = z.object({
  title: text.schema.required(),
  posterUrl: image.schema.required(),
  videoUrl: video.schema.required(),
});

/** Music's genres: stable keys, shared by every language; their labels are the catalogues'. */
export const musicGenres = [
  'film-score',
  'folk',
  'rock',
  'electronic',
  'classical',
  'jazz',
  'hip-hop',
] as const;

export type MusicGenre = (typeof musicGenres)[number];

export const musicSchema = z.object({
  src: image.schema.required(),
  alt: text.schema.required(),
  video: video.schema.optional(),
  // Optional, no default: a release stored before genres existed reads as it did.
  genres: select.schema.several(musicGenres).optional(),
});

export const documentarySchema = z.object({
  src: image.schema.required(),
  alt: text.schema.required(),
  video: video.schema.required(),
  releaseDate: date.schema.optional(),
  // Optional, no default: a film stored before the field reads as it did.
  relatedPodcasts: reference.schema.several('podcast', 5).optional(),
});

export const equipmentSchema = z.object({
  title: text.schema.required(),
  src: image.schema.required(),
  features: list.schema.of().default([]),
  /** In the CURRENCY setting's money, per day of hire. */
  dailyRate: number.schema.optional({ min: 0 }),
  // A record stored before the field is read as available too (storedFields).
  available: boolean.schema.withDefault(true),
});

export const gallerySchema = z.object({
  imageUrl: image.schema.required(),
  title: text.schema.required(),
  caption: textarea.schema.optional(),
  link: url.schema.optional(),
});

export const contactinfoSchema = z.object({
  address: text.schema.required(),
  phone: text.schema.required(),
  email: email.schema.required(),
  hours: text.schema.required(),
});
