import { previewing } from '../layout/preview';

/**
 * The input of every public gallery's paged query (`content.T.page`), past its cursor: one
 * place, so the first screen's seeded page sits under the very key the page then reads.
 */
export const publicPageInput = () => ({ preview: previewing() });
