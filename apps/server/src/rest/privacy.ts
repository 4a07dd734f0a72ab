import {
  access,
  privacyErasedSchema,
  privacyExportSchema,
  privacyRequestSchema,
} from '@studio/contracts';
import { type RestRoute, route } from './route';

const tag = 'Privacy';

/** A visitor's access and erasure requests (admins only, never a token: decision 043). */
export const privacyRoutes = (): RestRoute[] => [
  route({
    method: 'get',
    path: '/api/privacyexport',
    operationId: 'exportPersonalData',
    summary:
      'Every contact message, application (with its CV link) and account of an e-mail (any case)',
    tag,
    access: access.privacy.export,
    query: privacyRequestSchema,
    success: [
      {
        status: 200,
        description: 'What is held on the e-mail',
        name: 'PrivacyExport',
        schema: privacyExportSchema,
      },
    ],
    handler: (req) => req.server.services.privacy.export(req.actor, req.query),
  }),
  route({
    method: 'post',
    path: '/api/privacyerase',
    operationId: 'erasePersonalData',
    summary:
      "Delete an e-mail's contact messages and applications, CVs, webhook deliveries and queued notification mail included (its account stays)",
    tag,
    access: access.privacy.erase,
    body: {
      kind: 'json',
      name: 'PrivacyRequest',
      schema: privacyRequestSchema,
      example: { email: 'ada@example.com' },
    },
    success: [
      {
        status: 200,
        description: 'How many of each were deleted',
        name: 'PrivacyErased',
        schema: privacyErasedSchema,
      },
    ],
    handler: (req) => req.server.services.privacy.erase(req.actor, req.body),
  }),
];
