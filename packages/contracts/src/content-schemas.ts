import { z } from 'zod';
import { email, optionalText, optionalWebUrl, requiredText, webUrl } from './fields';
import { messages } from './messages';

/** The fields of each content type: the single declaration every layer derives from. */
export const sliderSchema = z.object({
  title: requiredText(),
  videoUrl: webUrl(),
  description: requiredText(),
});

export const productionSchema = z.object({
  cardTitle: requiredText(),
  prodImg: webUrl(messages.production.invalidUrls),
  link: webUrl(messages.production.invalidUrls),
});

export const afterproductionSchema = z.object({
  title: requiredText(),
  videoUrl: webUrl(),
  description: optionalText(),
});

export const aboutSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  imageUrl: webUrl(),
  readMoreUrl: webUrl(),
});

export const podcastSchema = z.object({
  title: requiredText(),
  posterUrl: webUrl(),
  videoUrl: webUrl(),
});

export const musicSchema = z.object({
  src: webUrl(),
  alt: requiredText(),
  video: optionalWebUrl(),
});

export const documentarySchema = z.object({
  src: webUrl(),
  alt: requiredText(),
  video: webUrl(),
});

export const equipmentSchema = z.object({
  title: requiredText(),
  src: webUrl(),
  features: z.array(requiredText()).max(50).default([]),
});

export const gallerySchema = z.object({
  imageUrl: webUrl(),
  title: requiredText(),
  caption: optionalText(),
  link: optionalWebUrl(),
});

export const contactinfoSchema = z.object({
  address: requiredText(),
  phone: requiredText(),
  email: email(),
  hours: requiredText(),
});
