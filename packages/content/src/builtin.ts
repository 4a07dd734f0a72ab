import type { ContentData, ContentTypeName } from '@studio/contracts';
import { contactInfo } from './contact-info';
import { documentaries } from './documentaries';
import { equipment } from './equipment';
import { galleryItems } from './gallery';
import { about, afterProductions, productions, slides } from './home';
import { music } from './music';
import { podcasts } from './podcasts';

/** A content type's built-in records; a type may have none (and then needs no entry). */
type BuiltinContent = { [K in ContentTypeName]?: ContentData<K>[] };

/**
 * The fallback content of the public pages (SPEC.md §3, §9), also what SEED_DEMO puts in an
 * empty database.
 */
export const builtinContent = {
  slider: slides,
  production: productions,
  afterproduction: afterProductions,
  about,
  podcast: podcasts,
  music,
  documentary: documentaries,
  equipment,
  contactinfo: contactInfo,
  gallery: galleryItems,
} satisfies BuiltinContent;

const byType: BuiltinContent = builtinContent;

/** A type's built-in records, already in their validated (stored) form: none without an entry. */
export const builtinRecords = <K extends ContentTypeName>(type: K): ContentData<K>[] =>
  byType[type] ?? [];
