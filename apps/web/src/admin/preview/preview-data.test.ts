import { describe, expect, it } from 'vitest';
import { previewData } from './preview-data';

describe('previewData', () => {
  it('is what a save would send once the form is valid', () => {
    // An empty optional link is sent as none.
    const values = { src: '/media/cover.jpg', alt: 'Cover', video: '' };
    const data = previewData({ kind: 'content', type: 'music', id: null }, values);
    expect(data).toEqual({ src: '/media/cover.jpg', alt: 'Cover', video: undefined });
  });

  it('is the values as typed while the form is not valid yet', () => {
    const values = { title: '', posterUrl: '/media/p.jpg', videoUrl: 'half-typed' };
    expect(previewData({ kind: 'content', type: 'podcast', id: 'p1' }, values)).toEqual(values);
  });

  it("reads a singleton's form by its own schema", () => {
    const values = { tagline: 'Half typed', phones: [''] };
    expect(previewData({ kind: 'singleton', name: 'site' }, values)).toEqual(values);
  });
});
