import { describe, expect, it } from 'vitest';
import { coverPosters, podcastPosters } from './posters';

describe('coverPosters', () => {
  it('titles a cover by its alt text and keeps its trailer', () => {
    expect(
      coverPosters([
        { key: 'a', item: { src: '/media/a.jpg', alt: 'First', video: '/media/a.mp4' } },
      ]),
    ).toEqual([{ key: 'a', title: 'First', image: '/media/a.jpg', video: '/media/a.mp4' }]);
  });

  it('lists the records a film links to, as the read names them', () => {
    const refs = [
      { _id: 'p2', title: 'Second episode' },
      { _id: 'p1', title: 'First episode' },
    ];
    const [film] = coverPosters([
      { key: 'd', item: { src: '/media/d.jpg', alt: 'Film', _refs: { relatedPodcasts: refs } } },
    ]);
    expect(film?.related).toEqual(refs);
  });

  it('leaves a cover without a trailer without a video', () => {
    const [poster] = coverPosters([{ key: 'b', item: { src: '/media/b.jpg', alt: 'Silent' } }]);
    expect(poster?.video).toBeUndefined();
  });
});

describe('podcastPosters', () => {
  it('shows an episode by its poster and plays its video', () => {
    expect(
      podcastPosters([
        {
          key: 'p',
          item: { title: 'Episode', posterUrl: '/media/p.jpg', videoUrl: 'https://youtu.be/x' },
        },
      ]),
    ).toEqual([{ key: 'p', title: 'Episode', image: '/media/p.jpg', video: 'https://youtu.be/x' }]);
  });

  it('keeps the order of the entries', () => {
    const item = { title: 't', posterUrl: 'p', videoUrl: 'v' };
    expect(
      podcastPosters([
        { key: '2', item },
        { key: '1', item },
      ]).map(({ key }) => key),
    ).toEqual(['2', '1']);
  });
});
