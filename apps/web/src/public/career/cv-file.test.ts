import { messages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { cvFileError } from './cv-file';

describe('cvFileError', () => {
  it('accepts no file: the CV is optional', () => {
    expect(cvFileError(null)).toBeNull();
  });

  it.each(['cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF', 'my.cv.Docx'])('accepts %s', (name) => {
    expect(cvFileError({ name })).toBeNull();
  });

  it.each(['cv.txt', 'cv.pdf.exe', 'cv', 'pdf', 'cv.odt', 'cv.docx '])('refuses %s', (name) => {
    expect(cvFileError({ name })).toBe(messages.server.unsupportedFileType);
  });
});
