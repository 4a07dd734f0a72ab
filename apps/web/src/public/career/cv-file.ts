import { cvFileTypes, messages } from '@studio/contracts';

const acceptedExtensions = Object.keys(cvFileTypes);

/**
 * SPEC.md §5: a CV is a .pdf, .doc or .docx file, told by its name here (the server checks its
 * content too). Null when the file will do, or when there is none (the CV is optional).
 */
export function cvFileError(file: Pick<File, 'name'> | null): string | null {
  if (!file) return null;
  const name = file.name.toLowerCase();
  return acceptedExtensions.some((extension) => name.endsWith(extension))
    ? null
    : messages.server.unsupportedFileType;
}
