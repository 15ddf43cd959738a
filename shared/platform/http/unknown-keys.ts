/**
 * Unknown query parameters and unknown JSON body keys are a 400 naming them (docs/design.md#requests):
 * a misspelt filter (`filters.date_from` for `filters.dateFrom`) must never be silently dropped,
 * which is what zod's default object parsing does. Checked once, in the pipeline, against the
 * route's own schemas, so every route is strict without each schema saying so.
 *
 * A query parameter given twice is a 400 by the same rule (repeatedParameters).
 *
 * An object schema that declares a catchall (`.loose()`, `.catchall(...)`) accepts any further key.
 */
import type { z } from 'zod';

export interface UnknownKey {
  /** the key's path in the input, e.g. ['filters', 'date_from'] */
  path: string[];
  /** a declared key the caller probably meant, when one is close */
  suggestion?: string;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema a value is checked against, through the wrappers that do not change its shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  for (;;) {
    const def = defOf(schema);
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        schema = def.innerType as z.ZodType;
        break;
      case 'lazy':
        schema = (def.getter as () => z.ZodType)();
        break;
      case 'pipe': {
        // z.preprocess(fn, schema) and schema.transform(fn) are pipes: the side that is a schema
        // describes the input (a transform has no shape of its own)
        const input = def.in as z.ZodType;
        schema = defOf(input).type === 'transform' ? (def.out as z.ZodType) : input;
        break;
      }
      default:
        return schema;
    }
  }
}

/** The keys of `input` (at any depth) that `schema` does not declare. */
export function unknownKeys(schema: z.ZodType, input: unknown, path: string[] = []): UnknownKey[] {
  const s = unwrap(schema);
  const def = defOf(s);
  if (def.type === 'object') {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return [];
    const shape = (s as z.ZodObject).shape as Record<string, z.ZodType>;
    const declared = Object.keys(shape);
    return Object.entries(input).flatMap(([key, value]) => {
      // own keys only: a key named after an Object.prototype member (`constructor`, `__proto__`) is data
      const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
      if (field) return unknownKeys(field, value, [...path, key]);
      if (def.catchall !== undefined && defOf(def.catchall as z.ZodType).type !== 'never') return [];
      const suggestion = closest(key, declared);
      return [{ path: [...path, key], ...(suggestion ? { suggestion } : {}) }];
    });
  }
  if (def.type === 'array') {
    if (!Array.isArray(input)) return [];
    return input.flatMap((item, i) => unknownKeys(def.element as z.ZodType, item, [...path, String(i)]));
  }
  if (def.type === 'union') {
    // the value is one of the options: a key is unknown only when no option declares it
    const perOption = (def.options as z.ZodType[]).map((o) => unknownKeys(o, input, path));
    const [first = [], ...rest] = perOption;
    return first.filter((u) => rest.every((other) => other.some((v) => v.path.join('.') === u.path.join('.'))));
  }
  return [];
}

/**
 * Query parameters given more than once (`state=FL&state=GA`): a gateway keeps only the last value
 * in the single-value map, so answering would silently drop the others. A list is one
 * comma-separated value.
 */
export function repeatedParameters(multi: Record<string, string[] | undefined> | null | undefined): { path: string[]; message: string }[] {
  return Object.entries(multi ?? {})
    .filter(([, values]) => (values?.length ?? 0) > 1)
    .map(([key, values]) => ({
      path: [key],
      message: `given ${values!.length} times; give it once (a list is one comma-separated value)`,
    }));
}

/** Lower case without separators: `date_from`, `dateFrom` and `date-from` are one spelling. */
const folded = (s: string) => s.toLowerCase().replace(/[-_.\s]/g, '');

/**
 * The declared key `key` most likely stands for: the same letters in another case or separator,
 * else the nearest within 1 edit (2 for keys of 6 letters or more; a swap of neighbours is 1).
 */
export function closest(key: string, declared: readonly string[]): string | undefined {
  const same = declared.find((d) => folded(d) === folded(key));
  if (same) return same;
  const k = folded(key);
  if (k.length < 3) return undefined;
  const allowed = k.length >= 6 ? 2 : 1;
  let best: { name: string; distance: number } | undefined;
  for (const d of declared) {
    const distance = editDistance(k, folded(d));
    if (distance <= allowed && (!best || distance < best.distance)) best = { name: d, distance };
  }
  return best?.name;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}
