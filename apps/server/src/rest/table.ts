import { contentTypeNames, singletonNames } from '@studio/contracts';
import { accountMailRoutes } from './account-mail';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { contentTransferRoutes } from './content-transfer';
import { inboxRoutes } from './inbox';
import { mediaRoutes } from './media';
import { passkeyRoutes } from './passkeys';
import { privacyRoutes } from './privacy';
import type { RestRoute } from './route';
import { singletonRoutes } from './singletons';
import { trashRoutes } from './trash';
import { twoFactorRoutes } from './two-factor';

let table: readonly RestRoute[] | undefined;

/**
 * Every REST call but the OpenAPI document and its reference, each declared once: the server
 * registers these, the document describes them, and CORS opens the public reads among them.
 * Built once, on the first read (a start read it twice).
 */
export const restRouteTable = (): readonly RestRoute[] => {
  table ??= [
    ...authRoutes(),
    ...twoFactorRoutes(),
    ...accountMailRoutes(),
    ...passkeyRoutes(),
    ...contentTypeNames.flatMap(contentRoutes),
    ...contentTypeNames.flatMap(contentTransferRoutes),
    ...singletonNames.flatMap(singletonRoutes),
    ...inboxRoutes(),
    ...mediaRoutes(),
    ...auditRoutes(),
    ...trashRoutes(),
    ...privacyRoutes(),
  ];
  return table;
};
