/**
 * What every response must satisfy, whatever was sent:
 *   - never a 5xx (the database and key store are up during the fuzz);
 *   - X-Request-Id and the security headers on every response;
 *   - a status the API documents (docs/design.md#errors): 2xx, 400, 401, 403, 404, 405, 413,
 *     422; and for a routed request, one the operation's openapi.json entry lists (or 405/413,
 *     which the gateway answers before any route);
 *   - every non-2xx is application/problem+json {type, title, status, detail, instance} with the
 *     HTTP status, and says nothing of the internals (stack, SQL, connection string, file paths);
 *   - every 200 is JSON that the route's zod response schema accepts;
 *   - a base-plan key never sees a Premium-only field other than null.
 */
import type { Operation } from './contract.ts';
import type { FuzzResponse } from './http.ts';

export const SPEC_STATUSES = new Set([400, 401, 403, 404, 405, 413, 422]);
/** answered by the gateway before the route's handler, so not in each operation's list */
const GATEWAY_STATUSES = new Set([401, 405, 413]);

/** Response keys that are Premium-only wherever they appear (docs/design.md#premium-fields; route planNotes). */
export const PREMIUM_KEYS = new Set([
  'owner',
  'vacant',
  'pre_foreclosure',
  'owner_type',
  'OWNER_TYPE',
  'CORPORATE_OWNER',
  'ownerInfo',
  'mailing_addresses',
]);

/** Text that only an internal error would put in a body; checked when the request did not contain it. */
const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'stack trace', pattern: /\n\s+at \S+ \(|\bat (async )?\S+ \(\S+:\d+:\d+\)|\w+Error: / },
  { name: 'connection string', pattern: /postgres(ql)?:\/\// },
  { name: 'file path', pattern: /\/work\/|\/home\/|\/tmp\/|node_modules|file:\/\/|\.ts:\d+|\.js:\d+/ },
  { name: 'SQL', pattern: /\bselect\s|\bfrom\s+\w+\s+where\b|\binsert\s+into\b/i },
  {
    name: 'database error',
    pattern: /syntax error|relation "|column "|violates|PostgresError|ERROR:|invalid input syntax|pg_|42P01|22P02|PGlite/i,
  },
];

export interface Observed {
  /** 200s with at least one record */
  withData: number;
  /** Premium-only fields seen non-null by Premium/Unlimited keys */
  premiumValues: number;
  /** Premium-only fields seen (all null) by base keys */
  baseMasked: number;
  statuses: Map<number, number>;
}

export const newObserved = (): Observed => ({ withData: 0, premiumValues: 0, baseMasked: 0, statuses: new Map() });

export interface Sent {
  op: Operation | null;
  /** the request as text (target, headers, body), to tell echoed input from leaks */
  text: string;
  plan: 'base' | 'premium' | 'unlimited' | null;
  /** the request was routed to op (known path and method) */
  routed: boolean;
  /** a HEAD request: headers only, by definition */
  head?: boolean;
  /** the path the gateway sees, which problem.instance names (null: the target does not parse) */
  pathname?: string | null;
  /** size of the request line and headers */
  headerBytes?: number;
}

/**
 * node:http's own limit on the request line and headers: over it, node answers a bare 431 before
 * the gateway sees the request (test/integration/platform/security.test.ts asserts it). Nothing generated
 * comes near it except the longest values the contract allows for batch `addresses`.
 */
const NODE_HEADER_LIMIT = 16 * 1024;

export function checkResponse(sent: Sent, res: FuzzResponse, observed: Observed = newObserved()): void {
  const fail = (why: string): never => {
    throw new Error(`${why}\n  status ${res.status}, content-type ${res.headers['content-type']}\n  body: ${res.body.slice(0, 1500)}`);
  };
  observed.statuses.set(res.status, (observed.statuses.get(res.status) ?? 0) + 1);
  if (res.status === 431 && (sent.headerBytes ?? 0) > NODE_HEADER_LIMIT) return;
  if (res.status >= 500) fail('5xx');
  // docs/design.md#response-headers: every response carries X-Request-Id; the security headers come with every one too
  if (!res.headers['x-request-id']) fail('no X-Request-Id');
  if (res.headers['x-content-type-options'] !== 'nosniff') fail('no X-Content-Type-Options: nosniff');
  if (res.status >= 200 && res.status < 300) {
    checkSuccess(sent, res, observed, fail);
    return;
  }
  if (!SPEC_STATUSES.has(res.status)) fail(`status ${res.status} is not one the API documents`);
  if (sent.op && sent.routed && !sent.op.statuses.includes(res.status) && !GATEWAY_STATUSES.has(res.status))
    fail(`status ${res.status} is not listed for ${sent.op.id} in openapi.json (${sent.op.statuses.join(', ')})`);
  if (res.headers['content-type'] !== 'application/problem+json') fail('an error that is not application/problem+json');
  if (sent.head) return;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    fail('a problem body that is not JSON');
    return;
  }
  for (const field of ['type', 'title', 'detail', 'instance'] as const)
    if (typeof body[field] !== 'string') fail(`problem.${field} is not a string`);
  if (body.status !== res.status) fail(`problem.status ${String(body.status)} differs from the HTTP status`);
  if (!String(body.instance).startsWith('/')) fail('problem.instance is not a path');
  if (sent.pathname && body.instance !== sent.pathname) fail(`problem.instance is not the request's path ${sent.pathname}`);
  // the decoded strings, not the JSON text: escaping would hide `relation "x"`
  const said = strings(body).join('\n');
  const sentText = sent.text.toLowerCase();
  for (const leak of LEAKS) {
    const found = said.match(leak.pattern);
    if (found && !sentText.includes(found[0].toLowerCase().trim())) fail(`the error body leaks internals (${leak.name}: "${found[0]}")`);
  }
}

function checkSuccess(sent: Sent, res: FuzzResponse, observed: Observed, fail: (why: string) => never): void {
  if (!sent.op || !sent.routed) return;
  if (res.status !== 200) fail(`success status ${res.status}; the API answers 200`);
  if (!String(res.headers['content-type']).startsWith('application/json')) fail('a 200 that is not application/json');
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    fail('a 200 body that is not JSON');
    return;
  }
  const parsed = sent.op.route.response.safeParse(body);
  if (!parsed.success)
    fail(
      `the 200 body does not match the ${sent.op.id} response schema: ${parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
  if (hasRecords(body)) observed.withData++;
  walk(body, (key, value) => {
    if (!PREMIUM_KEYS.has(key)) return;
    if (sent.plan === 'base') {
      if (value !== null) fail(`Premium-only ${key} is not null for a base-plan key: ${JSON.stringify(value).slice(0, 200)}`);
      observed.baseMasked++;
    } else if (value !== null) {
      observed.premiumValues++;
    }
  });
}

function hasRecords(body: unknown): boolean {
  if (Array.isArray(body)) return body.length > 0;
  if (body && typeof body === 'object') return Object.values(body).some((v) => Array.isArray(v) && v.length > 0);
  return false;
}

/** The Premium-only fields of a body that are not null. */
export function premiumValues(body: unknown): [string, unknown][] {
  const out: [string, unknown][] = [];
  walk(body, (key, value) => {
    if (PREMIUM_KEYS.has(key) && value !== null) out.push([key, value]);
  });
  return out;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) for (const v of value) walk(v, visit);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      visit(k, v);
      walk(v, visit);
    }
}
