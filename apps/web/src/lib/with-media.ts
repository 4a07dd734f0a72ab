import type { ContentRecordMeta } from '@studio/contracts';

/**
 * A record as a public page gets it: a served one may carry `_media` for its library-backed
 * fields; built-in content never does.
 */
export type WithMedia<T> = T & Pick<ContentRecordMeta, '_media' | '_refs'>;
