/**
 * The operations of openapi.json as the fuzzer sees them: every path, method, parameter and
 * request body, read from the document itself (so a route added to the registry is fuzzed without
 * touching the fuzzer), each tied to its route in the registry for the zod response schema.
 */
import { readFileSync } from 'node:fs';
import type { RouteDef } from '../../../shared/platform/http/route.ts';
import { routeList } from '../../../shared/routes.ts';

export interface JsonSchema {
  $ref?: string;
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: a flag on minimum */
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Param {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "GET /properties/search": how a counterexample names its operation */
  id: string;
  method: 'GET' | 'POST';
  path: string;
  params: Param[];
  body: JsonSchema | null;
  secured: boolean;
  /** the statuses the document lists for this operation */
  statuses: number[];
  route: RouteDef;
}

interface Document {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: (Param & { $ref?: string })[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        security?: unknown[];
        responses: Record<string, unknown>;
      }
    >
  >;
}

export const OPENAPI = JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')) as Document;

/** Follows $ref into components and flattens the one-element allOf zod-to-openapi writes for described refs. */
export function resolve(schema: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = OPENAPI.components?.schemas?.[name];
    if (!target) throw new Error(`openapi.json: unresolved ${schema.$ref}`);
    return resolve(target);
  }
  if (schema.allOf?.length === 1) return { ...resolve(schema.allOf[0]!), ...schema, allOf: undefined };
  return schema;
}

export const OPERATIONS: Operation[] = Object.entries(OPENAPI.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([m, op]) => {
    const method = m.toUpperCase() as Operation['method'];
    const route = routeList.find((r) => r.method === method && r.path === path);
    if (!route) throw new Error(`openapi.json lists ${method} ${path}, which is not in the route registry`);
    const body = op.requestBody?.content?.['application/json']?.schema;
    return {
      id: `${method} ${path}`,
      method,
      path,
      params: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: !!p.required, schema: resolve(p.schema) })),
      body: body ? resolve(body) : null,
      secured: (op.security ?? []).length > 0,
      statuses: Object.keys(op.responses).map(Number),
      route,
    };
  }),
);

export const operation = (id: string): Operation => {
  const op = OPERATIONS.find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
};
