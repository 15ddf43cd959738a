/**
 * The database functions that assemble a nearby-sale record as JSON text, rendered from the field
 * table (nearby-sale-fields.ts):
 * - nearby_sale_fields(doc): the property's fields as JSON members ("KEY":value,...) in runs, one
 *   per include group and plan, stored per property (properties.sale_fields, a generated column);
 * - nearby_sale_json(fields, <the sale's values>, enrichment, valuation, premium, on_record): one
 *   record, the sale's fields followed by the runs the request asks for; the valuation run is read
 *   from the property's valuation on record (on_record), which changes after every load.
 * Each value is converted once per property when it is stored, so a page of 500 records costs
 * the conversion of the sale's own values and the concatenation (docs/performance.md).
 *
 * `npm run migration:nearby-sale` writes migrationSql() as the next numbered migration when it
 * differs from the newest one that defines these functions; tests check that migration against
 * the table and the migrated database's functions against these bodies.
 */
import { migrationFiles, readMigration } from '../../platform/db/migrate.ts';
import {
  type FieldSource,
  type Member,
  NEARBY_INCLUDES,
  NEARBY_SALE_FIELDS,
  type NearbyInclude,
  type NearbySaleField,
  type RecordPart,
  SALE_COLUMNS,
} from './sale-fields.ts';

/** The plpgsql variable each record part is read into, so the record is parsed once (jsonb). */
const PART_VARIABLES: Record<RecordPart, string> = { address: 'a', structure: 's', parcel: 'p', owner: 'o', valuation: 'v' };

/** Stored property fields served together: one element of properties.sale_fields. */
export interface Run {
  include: NearbyInclude | undefined;
  premium: boolean;
  fields: readonly NearbySaleField[];
}

const fromSale = (f: NearbySaleField): f is NearbySaleField & { from: { sale: string } } => 'sale' in f.from;

/**
 * A run read when the page is assembled rather than stored: the valuation on record, which the
 * valuation pass rewrites after every load (property_valuations; docs/valuation.md#the-valuation-on-record),
 * passed to nearby_sale_json as `on_record`.
 */
const isLive = (r: Run) => r.fields.every((f) => 'record' in f.from && f.from.record.length === 2 && f.from.record[0] === 'valuation');
const stored = (runs: readonly Run[]) => runs.filter((r) => !isLive(r));

/** The valuation on record's value of a `valuation` member, as JSON text; null when it has no value. */
function liveValue(from: FieldSource): string {
  if (!('record' in from) || from.record.length !== 2) throw new Error('a live run reads members of the valuation only');
  const key = from.record[1];
  const column = key === 'date' ? `to_char(on_record.as_of, 'YYYY-MM-DD')` : `on_record.${key}`;
  if (!/^[a-z_]+$/.test(key)) throw new Error(`not a valuation member name: ${key}`);
  return `json_text(CASE WHEN on_record.value IS NOT NULL THEN ${column} END)`;
}

/**
 * The table cut into the sale's fields and the property's runs. Throws when the table is not in
 * the order the assembly serves: the sale's fields, then per include group (none first, then
 * NEARBY_INCLUDES) the fields every plan sees, then the Premium-only ones.
 */
export function layout(fields: readonly NearbySaleField[] = NEARBY_SALE_FIELDS): { sale: NearbySaleField[]; runs: Run[] } {
  const sale = fields.filter(fromSale);
  if (sale.some((f) => f.include || f.plan)) throw new Error('a field from the sale is always served, to every plan');
  const runs: Run[] = [];
  for (const include of [undefined, ...NEARBY_INCLUDES])
    for (const premium of [false, true]) {
      const run = fields.filter((f) => !fromSale(f) && f.include === include && (f.plan === 'premium') === premium);
      if (run.length) runs.push({ include, premium, fields: run });
    }
  const served = [...sale, ...runs.flatMap((r) => r.fields)].map((f) => f.name);
  const listed = fields.map((f) => f.name);
  if (sale.length === 0 || served.join() !== listed.join())
    throw new Error(`nearby-sale fields out of the served order: expected ${served.join(', ')}`);
  if (new Set(listed).size !== listed.length) throw new Error('nearby-sale field names repeat');
  return { sale, runs };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A member of the record as jsonb (`->`) or text (`->>`); the table's member names are plain identifiers. */
function access(m: Member, operator: '->' | '->>' = '->'): string {
  const [from, key] = m.length === 1 ? ['d', m[0]] : [PART_VARIABLES[m[0]], m[1]];
  if (!/^[a-z_][a-z0-9_]*$/.test(key)) throw new Error(`not a record member name: ${key}`);
  return `${from}${operator}'${key}'`;
}

const membersOf = (from: FieldSource): readonly Member[] => ('firstOf' in from ? from.firstOf : 'record' in from ? [from.record] : []);

/** The SQL of a property field's value as JSON text, in nearby_sale_fields' body. */
function recordValue(from: FieldSource): string {
  if ('firstOf' in from) return `json_text(coalesce(${from.firstOf.map((m) => `nullif(${access(m)}, 'null')`).join(', ')}))`;
  if (!('record' in from)) throw new Error('a sale value is not in the stored runs');
  if (from.as === 'count') return `json_text(substring(${access(from.record, '->>')} from '^\\s*([0-9]+)\\s*$')::numeric)`;
  return `json_text(${access(from.record)})`;
}

/** The SQL of a sale field's value as JSON text, in nearby_sale_json's body. */
function saleValue(from: FieldSource): string {
  if (!('sale' in from)) throw new Error('not a sale value');
  const column = from.sale;
  if (from.as === 'string') return `coalesce('"' || ${column} || '"', 'null')`;
  if (from.as === 'number') return `coalesce(${column}::float8::text, 'null')`;
  return `json_text(${column})`;
}

/** "KEY":value members joined with commas, as one SQL text expression. */
const members = (fields: readonly NearbySaleField[], value: (f: FieldSource) => string, first = '', indent = '      ') =>
  fields
    .map((f, i) => `${i === 0 ? `${literal(`${first}"${f.name}":`)}` : `${indent}|| ${literal(`,"${f.name}":`)}`} || ${value(f.from)}`)
    .join('\n');

const runLabel = (r: Run) => `${r.include ? `include=${r.include}` : 'always'}${r.premium ? ', Premium-only' : ''}`;

/** nearby_sale_fields' plpgsql body. */
export function fieldsBody(): string {
  const runs = stored(layout().runs);
  const used = new Set(
    runs.flatMap((r) =>
      r.fields.flatMap((f) =>
        membersOf(f.from)
          .filter((m) => m.length === 2)
          .map((m) => m[0]),
      ),
    ),
  );
  const parts = (Object.keys(PART_VARIABLES) as RecordPart[]).filter((part) => used.has(part));
  const elements = runs.map((r, i) => `    -- [${i + 1}] ${runLabel(r)}\n    ${members(r.fields, recordValue)}`);
  return [
    '',
    'DECLARE',
    '  d jsonb := doc::jsonb;',
    ...parts.map((part) => `  ${PART_VARIABLES[part]} jsonb := d->'${part}';`),
    'BEGIN',
    '  RETURN ARRAY[',
    elements.join(',\n'),
    '  ];',
    'END',
    '',
  ].join('\n');
}

/** nearby_sale_json's parameters. */
export const jsonParameters = () =>
  [
    'fields text[]',
    ...Object.entries(SALE_COLUMNS).map(([name, type]) => `${name} ${type}`),
    ...NEARBY_INCLUDES.map((g) => `${g} boolean`),
    'premium boolean',
    'on_record property_valuations',
  ].join(', ');

/** nearby_sale_json's SQL body. */
export function jsonBody(): string {
  const { sale, runs } = layout();
  const index = (r: Run) => stored(runs).indexOf(r) + 1;
  const nulls = (r: Run) => literal(r.fields.map((f) => `"${f.name}":null`).join(','));
  const value = (r: Run) => (isLive(r) ? `(${members(r.fields, liveValue, '', '        ')})` : `fields[${index(r)}]`);
  const piece = (r: Run) => (r.premium ? `CASE WHEN premium THEN ${value(r)} ELSE ${nulls(r)} END` : value(r));
  const groups = [undefined, ...NEARBY_INCLUDES].flatMap((include) => {
    const own = runs.filter((r) => r.include === include);
    if (!own.length) return [];
    const joined = own.map((r) => `',' || ${piece(r)}`).join(' || ');
    return [include ? `CASE WHEN ${include} THEN ${joined} ELSE '' END` : joined];
  });
  return ['', `  SELECT ${members(sale, saleValue, '{', '    ')}`, ...groups.map((g) => `    || ${g}`), `    || '}'`, ''].join('\n');
}

const GENERATED =
  '-- Written by `npm run migration:nearby-sale` from shared/properties/nearby/sale-fields.ts: edit the table, not this file.';

/**
 * The migration that (re)defines both functions. The stored runs are computed again (the column
 * is dropped and added), so properties is rewritten: stored runs of an older table would
 * otherwise be served.
 */
export function migrationSql(): string {
  const runs = stored(layout().runs);
  return `${GENERATED}
-- The nearby-sale record (docs/design.md#nearby-sale-record) as JSON text: nearby_sale_fields(doc)
-- is the property's part in ${runs.length} runs, stored as properties.sale_fields:
${runs.map((r, i) => `--   [${i + 1}] ${runLabel(r)}: ${r.fields[0]!.name} .. ${r.fields.at(-1)!.name}`).join('\n')}
-- nearby_sale_json() writes the sale's fields, then the runs the request asks for, and the valuation
-- on record (on_record, a property_valuations row) when asked; Premium-only fields are null unless
-- premium. json_text() is migrations/0015's.
ALTER TABLE properties DROP COLUMN IF EXISTS sale_fields;
DROP FUNCTION IF EXISTS nearby_sale_fields(json);
DROP FUNCTION IF EXISTS nearby_sale_json;

CREATE FUNCTION nearby_sale_fields(doc json) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$${fieldsBody()}$$;

CREATE FUNCTION nearby_sale_json(${jsonParameters()}) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$${jsonBody()}$$;

ALTER TABLE properties ADD COLUMN sale_fields text[] GENERATED ALWAYS AS (nearby_sale_fields(doc)) STORED;
`;
}

/** Whether a migration file's text is one migrationSql() wrote. */
export const isGenerated = (text: string) => text.startsWith(GENERATED);

/** The newest migration that defines nearby_sale_fields, with its text: what a migrated database runs. */
export async function newestDefinition(): Promise<{ file: string; text: string } | undefined> {
  let newest: { file: string; text: string } | undefined;
  for (const file of await migrationFiles()) {
    const text = await readMigration(file);
    if (/CREATE FUNCTION nearby_sale_fields\b/.test(text)) newest = { file, text };
  }
  return newest;
}
