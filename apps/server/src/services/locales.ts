import { type LocalesAnswer, localeMessages } from '@studio/contracts';
import { ServiceError } from './errors';

/**
 * How often a translation merged into a record (or singleton) that another write changed
 * between the read and the write is read and merged again.
 */
export const RACED_RETRIES = 3;

/** The configured locales (LOCALES) as the services read and check them. */
export interface Locales {
  /** Every locale, the default first. */
  all: readonly string[];
  default: string;
  /** The locales besides the default: those a record can have translations in. */
  others: readonly string[];
  /** More than one: translations are read and written (and Content-Language answered). */
  multiple: boolean;
  /**
   * The translation a read or write asks for: undefined for the default locale (or none
   * named), else the locale. 400 for a locale not configured; with one locale, for any.
   */
  resolve(value: string | undefined): string | undefined;
  /**
   * The locale a webhook payload names for a write of `translation` (undefined: the default
   * locale's values): none with one locale, as payloads were before.
   */
  named(translation: string | undefined): string | undefined;
  answer(): LocalesAnswer;
}

export function createLocales(all: readonly string[]): Locales {
  const [first = 'en', ...others] = all;
  const multiple = others.length > 0;
  return {
    all,
    default: first,
    others,
    multiple,
    resolve(value) {
      if (value === undefined) return undefined;
      if (!multiple || !all.includes(value)) {
        throw new ServiceError('invalid', localeMessages.unknown(all));
      }
      return value === first ? undefined : value;
    },
    named: (translation) => (multiple ? (translation ?? first) : undefined),
    answer: () => ({ locales: [...all], default: first }),
  };
}
