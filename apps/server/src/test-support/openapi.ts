import Ajv2020 from 'ajv/dist/2020';
import { openapiPath } from '../openapi/document';

type Json = { [key: string]: unknown };

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `keys` in a JSON document, or undefined when any step is missing. */
function at(value: unknown, ...keys: string[]): unknown {
  let here = value;
  for (const key of keys) here = isJson(here) ? here[key] : undefined;
  return here;
}

/**
 * Checks real answers against an OpenAPI document: the JSON Schema it gives for a path, method
 * and status, with the document's components for its references, compiled by Ajv (2020-12).
 */
export function answerChecker(document: unknown) {
  // Not strict: OpenAPI keywords (`example`) and the components key sit beside the schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const components = at(document, 'components');
  return {
    /**
     * The document's schema errors for this answer (empty when it conforms), or a sentence
     * when the document lists no such answer. `path` is the route as Fastify writes it.
     */
    check(method: string, path: string, answer: { statusCode: number; body: unknown }): string[] {
      const where = `${method} ${path} ${answer.statusCode}`;
      const response = at(
        document,
        'paths',
        openapiPath(path),
        method.toLowerCase(),
        'responses',
        String(answer.statusCode),
      );
      if (response === undefined) return [`${where}: not in the document`];
      // An answer without a body (304): its status is listed, nothing more to check.
      if (answer.body === undefined) return [];
      const schema = at(response, 'content', 'application/json', 'schema');
      if (!isJson(schema)) return [`${where}: no JSON schema`];
      // `#/components/...` references resolve against this root, as in the document.
      const validate = ajv.compile({ ...schema, components });
      if (validate(answer.body)) return [];
      return (validate.errors ?? []).map(
        ({ instancePath, message }) => `${where}: ${instancePath || '/'} ${message ?? ''}`,
      );
    },
  };
}
