import { mediaMessages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from './refusals';

describe('fieldIssues', () => {
  it("keeps the first issue of each of the form's fields", () => {
    const found = fieldIssues(
      [
        { path: 'posterUrl', message: mediaMessages.altRequired },
        { path: 'posterUrl', message: mediaMessages.notInLibrary },
        { path: 'videoUrl', message: mediaMessages.wrongKind('video') },
      ],
      ['title', 'posterUrl', 'videoUrl'],
    );
    expect([...found]).toEqual([
      ['posterUrl', mediaMessages.altRequired],
      ['videoUrl', mediaMessages.wrongKind('video')],
    ]);
  });

  it('leaves out issues about anything the form does not show', () => {
    expect(fieldIssues([{ path: '', message: 'Bad input.' }], ['title']).size).toBe(0);
  });
});
