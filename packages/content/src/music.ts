import type { ContentData } from '@studio/contracts';
import { media, trailers } from './media';

/** Released music; two releases have no trailer yet. */
const releases: { title: string; trailer: boolean }[] = [
  { title: 'Monsoon Letters', trailer: true },
  { title: 'Pine & Smoke', trailer: true },
  { title: 'Midnight Ferry', trailer: true },
  { title: 'Golden Hour', trailer: true },
  { title: 'Paper Lanterns', trailer: true },
  { title: 'Northbound', trailer: false },
  { title: 'Cedar Rain', trailer: true },
  { title: 'Echo Valley', trailer: true },
  { title: 'Neon Prayer Flags', trailer: true },
  { title: 'Slow Burn', trailer: true },
  { title: 'Kites Over Landour', trailer: false },
  { title: 'After the Thaw', trailer: true },
];

/** `video: undefined` is how the validated record says "no trailer" (the key is always present). */
export const music: ContentData<'music'>[] = releases.map(({ title, trailer }, i) => ({
  src: media.musicCover(i + 1),
  alt: title,
  video: trailer ? (i % 2 === 0 ? trailers.music : trailers.podcast) : undefined,
}));
