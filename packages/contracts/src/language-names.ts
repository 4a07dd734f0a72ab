/**
 * Each language named in itself, for the language switch (a tag not here shows as itself): a
 * module of its own, so the public site's switch loads these words and no schema.
 */
export const languageNames: Readonly<Record<string, string>> = { en: 'English', es: 'Español' };

/** The language's own name, or the tag itself where none is known. */
export const languageName = (locale: string): string => languageNames[locale] ?? locale;
