import type { ContentData } from '@studio/contracts';
import { media, trailers } from './media';

const titles = [
  'Echoes of the Mountain',
  'The Last Shepherds',
  'Salt & Snow',
  'River of Stones',
  'The Tea Pickers',
  'Above the Clouds',
  'Night Market',
  'Honey Hunters',
  'The Weavers of Kullu',
  'Glacier Diaries',
  'Roads Less Taken',
  'Monsoon Children',
];

export const documentaries: ContentData<'documentary'>[] = titles.map((alt, i) => ({
  src: media.documentaryPoster(i + 1),
  alt,
  video: i % 2 === 0 ? trailers.documentary : trailers.film,
}));
