import { describe, expect, it } from 'vitest';
import { worthCompressing } from './precompress';

describe('worthCompressing', () => {
  it('takes text files of 1 KB and more', () => {
    expect(worthCompressing('dist/assets/index-abc.js', 2048)).toBe(true);
    expect(worthCompressing('dist/media/brand/mark.svg', 1024)).toBe(true);
    expect(worthCompressing('dist/index.html', 1500)).toBe(true);
  });

  it('leaves small files and binary media alone', () => {
    expect(worthCompressing('dist/assets/tiny.js', 1023)).toBe(false);
    expect(worthCompressing('dist/media/video/hero.mp4', 5_000_000)).toBe(false);
    expect(worthCompressing('dist/media/video/hero.jpg', 50_000)).toBe(false);
  });
});
