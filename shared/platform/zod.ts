/**
 * zod with the OpenAPI extension, plus the query-string codecs every route uses.
 * Query strings arrive as text; these turn them into typed values while the OpenAPI
 * document still shows the real type (integer, number, boolean, array).
 */
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };

const NUMBER_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** Text that is a finite decimal number becomes a number; anything else stays text and fails validation. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value)) return value;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

/** Query-string booleans: `true`/`false` and `1`/`0` (docs/design.md#requests); anything else fails validation. */
export const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false };

function toBoolean(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(BOOLEAN_TEXT, value) ? BOOLEAN_TEXT[value] : value;
}

function toList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export const queryNumber = (schema: z.ZodNumber = z.number()) => z.preprocess(toNumber, schema);
/** A whole number from a query string: `schema` holds the bounds, the integer check is added here once. */
export const queryInt = (schema: z.ZodNumber = z.number()) => z.preprocess(toNumber, schema.int());
export const queryBoolean = () => z.preprocess(toBoolean, z.boolean({ error: 'expected true, false, 1 or 0' }));
export const queryList = <T extends z.ZodType>(item: T) => z.preprocess(toList, z.array(item));

/**
 * Request dates lie in 1800-2199. Windows reach up to ten years beyond a date (defaults, prior
 * years), and PostgreSQL has no year 0 while JavaScript dates stop at 9999: the fuzz test found
 * 500s at both ends before this bound.
 */
export const DATE_RANGE = { min: '1800-01-01', max: '2199-12-31' } as const;

const isCalendarDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const inDateRange = (s: string) => s >= DATE_RANGE.min && s <= DATE_RANGE.max;
const DATE_RANGE_MESSAGE = `expected a date from ${DATE_RANGE.min} through ${DATE_RANGE.max}`;

export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
    .refine(isCalendarDate, 'not a real calendar date')
    .refine(inDateRange, DATE_RANGE_MESSAGE)
    .openapi({ format: 'date' });

/** `YYYYMMDD` (as the contract writes some dates) or `YYYY-MM-DD`, as the ISO date `YYYY-MM-DD`. */
export function toIsoDate(text: string): string {
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : text;
}

/**
 * A date the contract gives as `YYYYMMDD`; `YYYY-MM-DD`, the form of every other date, is accepted
 * too (docs/design.md#requests). The value is the ISO date.
 */
export const compactDate = () =>
  z
    .string()
    .regex(/^(\d{8}|\d{4}-\d{2}-\d{2})$/, 'expected a date as YYYYMMDD or YYYY-MM-DD')
    .transform(toIsoDate)
    .refine(isCalendarDate, 'not a real calendar date')
    .refine(inDateRange, DATE_RANGE_MESSAGE);
