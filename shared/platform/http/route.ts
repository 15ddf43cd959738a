/**
 * What a route is. Each endpoint is declared once, in its area's routes.ts (indexed by shared/routes.ts), with this shape;
 * the CDK stack, the local gateway and openapi.json are all generated from those declarations.
 */
import type { z } from 'zod';

export const CATEGORIES = [
  'Health check',
  'Properties',
  'Buyers',
  'Buyer profiles',
  'Geo analytics',
  'Rental analytics',
  'Locations',
  'Usage',
  'Changes',
  'Webhooks',
  'Exports',
] as const;
export type Category = (typeof CATEGORIES)[number];

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI form, e.g. /buyer-profiles/{buyerName} */
  path: string;
  /** handler module, relative to the repository root; it exports `handler` */
  handler: string;
  category: Category;
  summary: string;
  description?: string;
  /** false only for the unauthenticated health check */
  auth: boolean;
  /**
   * false for a route that never queries the database: on AWS its function runs outside the VPC,
   * with no database secret (infra/api.ts).
   */
  database?: false;
  /** How the route's function is deployed on AWS, where it differs from the default (infra/route-stack.ts). */
  deployment?: RouteDeployment;
  /**
   * false for a route that is not counted against the caller's quota (GET /usage: reading the meter
   * must not move it). It still needs a key and runs the authorizer; docs/design.md#metering says
   * what API Gateway allows.
   */
  metered?: false;
  query?: AnyObject;
  params?: AnyObject;
  body?: z.ZodType;
  response: z.ZodType;
  responseDescription: string;
  /** the status of a successful answer when not 200: 201 for a creation, 202 for a job accepted, 204 (no body) for a deletion */
  status?: 200 | 201 | 202 | 204;
  /** error statuses this route can answer besides 401/429/5xx, for the OpenAPI document */
  errors: number[];
  deprecated?: { successor: string };
  /**
   * Headers this route's successful answers carry beyond those every route sends, for openapi.json
   * (docs/design.md#response-headers): the address match, the data source, the page links.
   */
  headers?: { addressMatch?: true; dataSource?: true; pageLinks?: true };
  /** set when the response differs by plan (Premium-only fields or filters) */
  planNote?: string;
  /**
   * Where a parameter named by the domain sits in this route's request, when not at the default
   * (`path.<name>` for path parameters, else `body.<name>` on routes with a body, else `query.<name>`).
   * The domain names parameters; only the HTTP layer knows where they came from.
   */
  parameterPaths?: Record<string, string>;
}

/**
 * A route's deployment facts. Public or keyed is `auth`; database access is `database`. The rest
 * defaults to a standard function: 1024 MB, the standard concurrency class, no AWS call besides the
 * database and no file beside its bundle.
 */
export interface RouteDeployment {
  /**
   * Its reserved-concurrency class (infra/config.ts): `heavy` for the analytics whose queries hold a
   * connection longest. A route without the database is always `light`.
   */
  concurrency?: 'standard' | 'heavy';
  /** Lambda memory (MB), which also sets its CPU share. */
  memoryMb?: number;
  /** AWS calls the handler makes besides the database, each granted on its own. */
  aws?: readonly ('keyTable:DescribeTable' | 'usagePlans:GetUsage' | 'webhookSigningKey:GetSecretValue' | 'exports:Jobs')[];
  /** Repository files the handler reads at run time, copied beside its bundle. */
  files?: readonly 'migrations'[];
}

export function defineRoute<const D extends RouteDef>(def: D): D {
  return def;
}

export type QueryOf<D extends RouteDef> = D['query'] extends z.ZodType ? z.output<D['query']> : Record<string, never>;
export type ParamsOf<D extends RouteDef> = D['params'] extends z.ZodType ? z.output<D['params']> : Record<string, never>;
export type BodyOf<D extends RouteDef> = D['body'] extends z.ZodType ? z.output<D['body']> : undefined;
export type ResponseOf<D extends RouteDef> = z.input<D['response']>;
