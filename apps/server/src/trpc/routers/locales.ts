import { access } from '@studio/contracts';
import { procedure } from '../init';

/** The configured locales (LOCALES): `{ locales, default }`. */
export const localesProcedure = procedure(access.locales.list).query(({ ctx }) =>
  ctx.services.locales.answer(),
);
