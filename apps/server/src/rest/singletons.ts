import { builtinSingletons } from '@studio/content';
import { access, type SingletonName, singletonMetaSchema, singletonTypes } from '@studio/contracts';
import { represent, sendJson } from './json-answer';
import { localeOf, sendContentLanguage } from './locale';
import { type Named, pascal, type RestRoute, route } from './route';
import { sendVersioned } from './versions';

/** GET /api/<stem>view and POST /api/<stem>update of a singleton kind, from the registry. */
export function singletonRoutes(kind: SingletonName): RestRoute[] {
  const { stem, schema, label } = singletonTypes[kind];
  const name = pascal(kind);
  const record: Named = {
    name: `${name}Settings`,
    schema: schema.extend(singletonMetaSchema.shape),
  };
  return [
    route({
      method: 'get',
      path: `/api/${stem}view`,
      operationId: `get${name}`,
      summary: label,
      tag: label,
      access: access.singleton.get,
      success: [{ status: 200, description: label, ...record }],
      etag: true,
      localized: true,
      handler: async (req, reply) => {
        const locale = localeOf(req);
        const settings = await req.server.services.singletons.get(req.actor, kind, { locale });
        sendContentLanguage(req, reply, locale);
        return sendJson(req, reply, represent(settings, settings.version, locale));
      },
    }),
    route({
      method: 'post',
      path: `/api/${stem}update`,
      operationId: `update${name}`,
      summary: `Replace the ${label.toLowerCase()}`,
      tag: label,
      access: access.singleton.update,
      body: { kind: 'json', name: `${name}Input`, schema, example: builtinSingletons[kind] },
      success: [{ status: 200, description: `The stored ${label.toLowerCase()}`, ...record }],
      ifMatch: record,
      localized: true,
      handler: async (req, reply, expected) => {
        const locale = localeOf(req);
        const { singletons } = req.server.services;
        const saved = await singletons.update(req.actor, kind, req.body, expected, locale);
        sendContentLanguage(req, reply, locale);
        return sendVersioned(reply, saved.version, saved, locale);
      },
    }),
  ];
}
