/**
 * The schema a database holds, as readable SQL text (migrations/schema.sql, docs/design.md#database):
 * extensions, enum types, sequences, tables with their columns, constraints, indexes and
 * triggers, views and materialized views with their columns, functions, read from the catalog.
 * pg_dump cannot reach the embedded PGlite, and its text differs between server versions; these
 * catalog functions (format_type, pg_get_expr, pg_get_constraintdef, pg_get_indexdef,
 * pg_get_functiondef, pg_get_triggerdef) give the same text on PGlite and PostgreSQL 15+.
 * pg_get_viewdef does not (PostgreSQL 16 stopped qualifying the columns of a one-table query),
 * so a view shows its columns and its query stays in the migration that creates it. Names sort
 * bytewise, so the text does not depend on the server's collation; objects an extension owns
 * (PostGIS's functions and spatial_ref_sys) are left out, and so are owners, privileges and
 * extension versions, which belong to an installation rather than to the migrations.
 */
import type { Sql } from 'postgres';

/** The schemas the migrations write to: every one but the system's and extensions' own. */
const USER_NAMESPACES = `select oid from pg_namespace
  where nspname !~ '^pg_' and nspname <> 'information_schema'
    and not exists (select 1 from pg_depend d where d.classid = 'pg_namespace'::regclass and d.objid = pg_namespace.oid and d.deptype = 'e')`;

/** Not a member of an extension. */
const own = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

interface Column {
  relation: string;
  name: string;
  type: string;
  not_null: boolean;
  default_expr: string | null;
  generated: string;
  identity: string;
}

interface Definition {
  relation: string;
  name: string;
  definition: string;
}

export async function schemaSnapshot(sql: Sql): Promise<string> {
  return render(await readCatalog(sql));
}

type Catalog = Awaited<ReturnType<typeof readCatalog>>;

/** Every object the snapshot writes, from the catalog, each kind in its written order. */
async function readCatalog(sql: Sql) {
  const extensions = await sql<{ name: string }[]>`
    select extname as name from pg_extension where extname <> 'plpgsql' order by extname collate "C"`;

  const enums = await sql<{ name: string; labels: string[] }[]>`
    select t.oid::regtype::text as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
    from pg_type t join pg_enum e on e.enumtypid = t.oid
    where t.typnamespace in (${sql.unsafe(USER_NAMESPACES)}) and ${sql.unsafe(own('pg_type', 't.oid'))}
    group by t.oid order by t.oid::regtype::text collate "C"`;

  // sequences that belong to no column (an identity column's or a serial's is the column's default)
  const sequences = await sql<{ name: string; type: string; start: string; increment: string; cycle: boolean }[]>`
    select c.oid::regclass::text as name, format_type(s.seqtypid, null) as type, s.seqstart::text as start,
           s.seqincrement::text as increment, s.seqcycle as cycle
    from pg_sequence s join pg_class c on c.oid = s.seqrelid
    where c.relnamespace in (${sql.unsafe(USER_NAMESPACES)}) and ${sql.unsafe(own('pg_class', 'c.oid'))}
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i'))
    order by c.oid::regclass::text collate "C"`;

  const tables = await sql<{ name: string }[]>`
    select c.oid::regclass::text as name
    from pg_class c
    where c.relkind = 'r' and c.relnamespace in (${sql.unsafe(USER_NAMESPACES)}) and ${sql.unsafe(own('pg_class', 'c.oid'))}
    order by c.oid::regclass::text collate "C"`;

  const columns = await sql<Column[]>`
    select a.attrelid::regclass::text as relation, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as not_null, pg_get_expr(ad.adbin, ad.adrelid) as default_expr,
           a.attgenerated::text as generated, a.attidentity::text as identity
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    where c.relkind in ('r', 'v', 'm') and c.relnamespace in (${sql.unsafe(USER_NAMESPACES)}) and ${sql.unsafe(own('pg_class', 'c.oid'))}
      and a.attnum > 0 and not a.attisdropped
    order by a.attrelid::regclass::text collate "C", a.attnum`;

  // column order within a relation is the table's own (attnum); constraints and indexes sort by name
  const constraints = await sql<Definition[]>`
    select c.conrelid::regclass::text as relation, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class r on r.oid = c.conrelid
    where c.contype in ('p', 'u', 'f', 'c', 'x') and r.relnamespace in (${sql.unsafe(USER_NAMESPACES)})
      and ${sql.unsafe(own('pg_class', 'r.oid'))}
    order by c.conrelid::regclass::text collate "C", c.conname collate "C"`;

  // indexes that back a constraint are written with the constraint
  const indexes = await sql<Definition[]>`
    select i.indrelid::regclass::text as relation, c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class r on r.oid = i.indrelid
    where r.relnamespace in (${sql.unsafe(USER_NAMESPACES)}) and ${sql.unsafe(own('pg_class', 'r.oid'))}
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x'))
    order by i.indrelid::regclass::text collate "C", c.relname collate "C"`;

  const views = await sql<{ name: string; materialized: boolean }[]>`
    select c.oid::regclass::text as name, c.relkind = 'm' as materialized
    from pg_class c
    where c.relkind in ('v', 'm') and c.relnamespace in (${sql.unsafe(USER_NAMESPACES)}) and ${sql.unsafe(own('pg_class', 'c.oid'))}
    order by c.oid::regclass::text collate "C"`;

  const functions = await sql<{ definition: string }[]>`
    select pg_get_functiondef(p.oid) as definition
    from pg_proc p
    where p.prokind in ('f', 'p') and p.pronamespace in (${sql.unsafe(USER_NAMESPACES)}) and ${sql.unsafe(own('pg_proc', 'p.oid'))}
    order by p.proname collate "C", pg_get_function_identity_arguments(p.oid) collate "C"`;

  const triggers = await sql<Definition[]>`
    select t.tgrelid::regclass::text as relation, t.tgname as name, pg_get_triggerdef(t.oid, true) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace in (${sql.unsafe(USER_NAMESPACES)}) and ${sql.unsafe(own('pg_class', 'c.oid'))}
    order by t.tgrelid::regclass::text collate "C", t.tgname collate "C"`;

  return { extensions, enums, sequences, tables, columns, constraints, indexes, views, functions, triggers };
}

/** The catalog as SQL text: a section per kind of object, tables with their columns, constraints, indexes and triggers. */
function render({ extensions, enums, sequences, tables, columns, constraints, indexes, views, functions, triggers }: Catalog): string {
  const columnsOf = byRelation(columns);
  const constraintsOf = byRelation(constraints);
  const indexesOf = byRelation(indexes);
  const triggersOf = byRelation(triggers);
  // the catalog qualifies the relation an index or trigger is on; the rest of the text does not
  const attached = (relation: string) =>
    [...(indexesOf.get(relation) ?? []), ...(triggersOf.get(relation) ?? [])].map((d) => `${d.definition.replace(' ON public.', ' ON ')};`);

  const sections: string[][] = [
    extensions.map((e) => `CREATE EXTENSION ${e.name};`),
    enums.map((e) => `CREATE TYPE ${e.name} AS ENUM (${e.labels.map(literal).join(', ')});`),
    sequences.map((s) => `CREATE SEQUENCE ${s.name} AS ${s.type} START ${s.start} INCREMENT ${s.increment}${s.cycle ? ' CYCLE' : ''};`),
    tables.map((t) =>
      [
        `CREATE TABLE ${t.name} (`,
        [
          ...(columnsOf.get(t.name) ?? []).map((c) => `  ${columnText(c)}`),
          ...(constraintsOf.get(t.name) ?? []).map((c) => `  CONSTRAINT ${c.name} ${c.definition}`),
        ].join(',\n'),
        ');',
        ...attached(t.name),
      ].join('\n'),
    ),
    views.map((v) =>
      [
        `-- ${v.materialized ? 'MATERIALIZED ' : ''}VIEW ${v.name} (its query is in the migration that creates it):`,
        (columnsOf.get(v.name) ?? []).map((c) => `--   ${c.name} ${c.type}`).join(',\n'),
        ...attached(v.name),
      ].join('\n'),
    ),
    functions.map((f) => `${f.definition.trimEnd().replace(/^CREATE OR REPLACE (FUNCTION|PROCEDURE) public\./, 'CREATE $1 ')};`),
  ];
  return `${[HEADER, ...sections.filter((s) => s.length).map((s) => s.join('\n\n'))].join('\n\n')}\n`;
}

const HEADER = `-- The schema the migrations build, for reading: written by \`npm run schema\` from a database
-- migrated from scratch (a test fails when it is stale). The numbered migrations are what runs;
-- this file never does.`;

/** Rows by the relation they belong to, in their order (Map.groupBy is not in Node.js 20). */
function byRelation<T extends { relation: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.relation, [...(groups.get(row.relation) ?? []), row]);
  return groups;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function columnText(c: Column): string {
  const parts = [c.name, c.type];
  if (c.generated === 's') parts.push(`GENERATED ALWAYS AS (${c.default_expr}) STORED`);
  else if (c.identity) parts.push(`GENERATED ${c.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`);
  else if (c.default_expr !== null) parts.push(`DEFAULT ${c.default_expr}`);
  if (c.not_null) parts.push('NOT NULL');
  return parts.join(' ');
}
