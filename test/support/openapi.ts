/**
 * Checks an answer against the committed openapi.json with a strict validator: Ajv in strict mode,
 * with OpenAPI 3.0's `nullable` (which Ajv refuses without a `type` beside it, as 3.0 defines it)
 * and its boolean `exclusiveMinimum`/`exclusiveMaximum` turned into JSON Schema's numeric form.
 * Besides the body, every header the API can send that the answer carries must be declared on
 * that response.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// biome-ignore lint/suspicious/noExplicitAny: openapi.json is read as plain JSON
type Json = any;

export const OPENAPI: Json = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));

/** OpenAPI 3.0 schema → JSON Schema (draft-07) as Ajv reads it. */
export function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') out.$ref = (value as string).replace('#/components/schemas/', 'components#/definitions/');
    else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') continue;
    else out[key] = toJsonSchema(value);
  }
  if (node.exclusiveMinimum === true) {
    out.exclusiveMinimum = node.minimum;
    delete out.minimum;
  }
  if (node.exclusiveMaximum === true) {
    out.exclusiveMaximum = node.maximum;
    delete out.maximum;
  }
  return out;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: true, allErrors: true, keywords: ['example', 'xml', 'externalDocs'] }));
ajv.addSchema({ $id: 'components', definitions: toJsonSchema(OPENAPI.components.schemas) });

const validators = new Map<string, ValidateFunction>();

/** The response object openapi.json declares for an answer; throws when it declares none. */
export function declaredResponse(method: string, path: string, status: number): Json {
  const operation = OPENAPI.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`openapi.json has no ${method} ${path}`);
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`openapi.json declares no ${status} for ${method} ${path}`);
  return response;
}

/** Header names (lower case) the API may send and openapi.json can declare. */
const KNOWN_HEADERS = new Set(
  Object.keys(OPENAPI.components.headers).map((name) => (name.startsWith('Link-') ? 'link' : name.toLowerCase())),
);

/**
 * The problems with an answer: the body against the declared schema of its status and media type,
 * and each known header present but not declared. Empty when the answer is as documented.
 */
export function contractViolations(method: string, path: string, status: number, headers: Headers, body: unknown): string[] {
  const response = declaredResponse(method, path, status);
  const type = headers.get('content-type')?.split(';')[0] ?? '';
  const media = response.content?.[type];
  const problems: string[] = [];
  // an answer without a body (204) is as documented when the response declares none
  if (!media) {
    if (type || body !== undefined || response.content) problems.push(`${status} declares no ${type} body`);
  } else {
    const key = `${method} ${path} ${status} ${type}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(media.schema));
      validators.set(key, validate);
    }
    if (!validate(body))
      problems.push(...(validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`));
  }
  const declared = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
  for (const [name] of headers) if (KNOWN_HEADERS.has(name) && !declared.has(name)) problems.push(`header ${name} is not declared`);
  return problems;
}
