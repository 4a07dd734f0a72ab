import type { App } from '../app';
import { DOCS_PREFIX } from '../openapi/docs';
import { openapiDocument } from '../openapi/document';
import { answerChecker } from './openapi';

let checker: ReturnType<typeof answerChecker> | undefined;
/** One checker per test file's worker: the document depends on the contracts alone. */
const documentChecker = () => {
  checker ??= answerChecker(openapiDocument());
  return checker;
};

/** Paths about the document itself, which it does not describe. */
const undocumented = (route: string) =>
  route === '/api/openapi.json' || route.startsWith(DOCS_PREFIX);

/**
 * Checks every answer of a REST route (under /api, and the CV downloads) against the OpenAPI
 * document, whatever the test asked: the status must be one the document lists for that path
 * and method, and a JSON body must match its schema. What does not is collected, and `assertConforms` fails the test
 * file with it, so the document cannot drift from what the server answers.
 */
export function watchAnswers(app: App) {
  const drift = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const described = ['/api/', '/uploads/', '/files/'].some((prefix) => route?.startsWith(prefix));
    if (!route || !described || undocumented(route) || request.method === 'HEAD') {
      return payload;
    }
    // Compressed (the test asked for it) or streamed: its schema was checked uncompressed elsewhere.
    if (reply.getHeader('content-encoding') || (payload !== null && typeof payload !== 'string')) {
      return payload;
    }
    // A file sent as text (a CSV export): its status is checked, not its body.
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    const problems = documentChecker().check(request.method, route, {
      statusCode: reply.statusCode,
      body: payload && json ? JSON.parse(payload) : undefined,
    });
    for (const problem of problems) drift.add(problem);
    return payload;
  });
  return {
    assertConforms() {
      if (drift.size > 0) {
        throw new Error(
          `answers the OpenAPI document does not describe:\n${[...drift].join('\n')}`,
        );
      }
    },
  };
}
