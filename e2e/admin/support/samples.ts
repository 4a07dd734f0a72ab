import {
  type ContentInput,
  type ContentTypeName,
  contentTypes,
  type FieldKind,
  registryFields,
  selectOf,
  unreachable,
} from '@studio/contracts';

/** Media that ships with the site, so nothing the tests add loads from elsewhere. */
const media = {
  video: '/media/video/doc-slide-1.mp4',
  poster: '/media/podcast/poster-01.svg',
  music: '/media/music/cover-01.svg',
  documentary: '/media/documentary/poster-01.svg',
  camera: '/media/equipment/camera.svg',
  about: '/media/home/about.svg',
  production: '/media/home/production-music.svg',
};

export interface Sample<K extends ContentTypeName> {
  /** What the add form receives, field by field (features typed comma-separated). */
  add: { [F in keyof ContentInput<K>]-?: string };
  /** The field that names the record in lists and on the public page. */
  titleField: keyof ContentInput<K> & string;
  /** The public page that shows this type (a type added later may have none). */
  publicPath?: string;
  /** The public page shows only the first record of this type. */
  firstOnly?: boolean;
}

/** What the admin flow needs of any type's sample. */
export type FormSample = Omit<Sample<ContentTypeName>, 'add' | 'titleField'> & {
  add: Record<string, string>;
  titleField: string;
};

/** SPEC's types and the gallery: their own words, and the public page that shows each. */
export const samples = {
  slider: {
    add: {
      title: 'E2E Slide',
      videoUrl: media.video,
      description: 'A documentary slide added by the test suite.',
    },
    titleField: 'title',
    publicPath: '/',
  },
  production: {
    add: { cardTitle: 'E2E Production Card', prodImg: media.production, link: '/music' },
    titleField: 'cardTitle',
    publicPath: '/',
  },
  afterproduction: {
    add: { title: 'E2E After Video', videoUrl: media.video, description: 'Behind the scenes.' },
    titleField: 'title',
    publicPath: '/',
  },
  about: {
    add: {
      title: 'E2E About Us',
      description: 'A studio about block from the test suite.',
      imageUrl: media.about,
      readMoreUrl: '/contact',
    },
    titleField: 'title',
    publicPath: '/',
    firstOnly: true,
  },
  podcast: {
    add: { title: 'E2E Podcast Episode', posterUrl: media.poster, videoUrl: media.video },
    titleField: 'title',
    publicPath: '/podcast',
  },
  music: {
    add: {
      src: media.music,
      alt: 'E2E Music Release',
      video: media.video,
      genres: 'folk, film-score',
    },
    titleField: 'alt',
    publicPath: '/music',
  },
  documentary: {
    add: {
      src: media.documentary,
      alt: 'E2E Documentary Film',
      video: media.video,
      releaseDate: '2026-03-14',
      // A reference: the titles of the podcasts picked (a demo episode).
      relatedPodcasts: 'Field Notes',
    },
    titleField: 'alt',
    publicPath: '/documentary',
  },
  equipment: {
    add: {
      title: 'E2E Cinema Camera',
      src: media.camera,
      features: 'Alpha, Beta , ,Gamma, Delta',
      // Typed into the number input; ticked (fillField, content-flow.ts).
      dailyRate: '2500',
      available: 'true',
    },
    titleField: 'title',
    publicPath: '/equipment',
  },
  contactinfo: {
    add: {
      address: 'E2E Street 7, Hill Town',
      phone: '+1 555 0100',
      email: 'studio-e2e@example.com',
      hours: 'Mon-Fri 9:00-18:00',
    },
    titleField: 'address',
    publicPath: '/contact',
    firstOnly: true,
  },
  gallery: {
    add: {
      imageUrl: media.about,
      title: 'E2E Gallery Still',
      caption: 'A still added by the test suite.',
      link: '/documentary',
    },
    titleField: 'title',
    publicPath: '/gallery',
  },
} satisfies { [K in ContentTypeName]?: Sample<K> };

/** What the add form takes for a field of this kind (and the field's schema accepts). */
function derivedValue(kind: FieldKind, label: string): string {
  switch (kind) {
    case 'text':
      return `E2E ${label}`;
    case 'textarea':
      return `${label}, written by the test suite.`;
    case 'image':
      return media.about;
    case 'video':
      return media.video;
    case 'url':
      return '/contact';
    case 'email':
      return 'studio-e2e@example.com';
    case 'list':
      return 'Alpha, Beta';
    case 'date':
      return '2026-03-14';
    case 'datetime':
      // Typed as the datetime-local picker takes it: the browser's local time.
      return '2026-03-14T18:30';
    case 'number':
      // Typed into the number input; inside a rating's bounds too.
      return '3';
    case 'boolean':
      // Ticked (fillField, content-flow.ts).
      return 'true';
    case 'select':
      // No option chosen: a type whose select is required writes its own sample.
      return '';
    case 'reference':
      // No record picked: a type whose reference is required writes its own sample.
      return '';
    default:
      return unreachable(kind);
  }
}

const written: { [K in ContentTypeName]?: FormSample } = samples;

/**
 * A type's sample: its own, or one derived from its field kinds (a type added later: named by
 * its first text field, as its rows are, with no public page to look at).
 */
export function sampleOf(type: ContentTypeName): FormSample {
  const own = written[type];
  if (own) return own;
  const fields = registryFields(type);
  const title = fields.find((field) => field.spec.kind === 'text');
  if (!title) throw new Error(`${type} has no text field to name its records by`);
  return {
    add: Object.fromEntries(
      fields.map(({ name, spec }) => [name, derivedValue(spec.kind, spec.label)]),
    ),
    titleField: title.name,
  };
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * A type's sample as a create's JSON takes it: each field's form text read as its kind's value.
 * A reference's text (the titles the form picks) is left out: JSON names records by their ids.
 */
export function jsonSample(type: ContentTypeName): Record<string, unknown> {
  const { add } = sampleOf(type);
  const schemas = new Map(Object.entries(contentTypes[type].schema.shape));
  return Object.fromEntries(
    registryFields(type).flatMap(({ name, spec }): [string, unknown][] => {
      const text = add[name] ?? '';
      switch (spec.kind) {
        case 'text':
        case 'textarea':
        case 'image':
        case 'video':
        case 'url':
        case 'email':
        case 'date':
          return [[name, text]];
        case 'datetime':
          // Typed as the browser's local time; sent as the instant it is.
          return text ? [[name, new Date(text).toISOString().replace(/\.\d{3}Z$/, 'Z')]] : [];
        case 'list':
          return [[name, listOf(text)]];
        case 'number':
          return text ? [[name, Number(text)]] : [];
        case 'boolean':
          return [[name, text === 'true']];
        case 'select':
          return [[name, selectOf(schemas.get(name))?.several ? listOf(text) : text]];
        case 'reference':
          return [];
        default:
          return unreachable(spec.kind);
      }
    }),
  );
}
