/** The change feed's SQL (migrations/0056_change_events.sql). */
import type { Fragment, Sql, TransactionSql } from 'postgres';
import type { Geography } from '../locations/geography.ts';
import type { ChangeType } from './events.ts';

export interface EventRow {
  pos: string;
  property_id: string;
  type: ChangeType;
  state: string | null;
  county_fips: string | null;
  zip: string | null;
  city: string | null;
  cbsa_code: string | null;
  recording_date: string | null;
  summary: Record<string, unknown>;
  created_at: Date;
}

export interface EventFilter {
  types?: readonly ChangeType[] | undefined;
  places?: readonly Geography[] | undefined;
  propertyIds?: readonly number[] | undefined;
}

function placeMatch(sql: Sql | TransactionSql, g: Geography): Fragment {
  switch (g.type) {
    case 'state':
      return sql`e.state = ${g.code}`;
    case 'msa':
      return sql`e.cbsa_code = ${g.code}`;
    case 'county':
      return sql`e.county_fips = ${g.code}`;
    case 'zip':
      return sql`e.zip = ${g.code}`;
    case 'city':
      return sql`(e.city = ${g.code} and e.state = ${g.state})`;
  }
}

function filterOf(sql: Sql | TransactionSql, f: EventFilter): Fragment {
  const types = f.types?.length ? sql`and e.type = any(${f.types as string[]}::text[])` : sql``;
  const ids = f.propertyIds?.length ? sql`and e.property_id = any(${f.propertyIds as number[]}::bigint[])` : sql``;
  const places = f.places?.length ? sql`and (${f.places.map((g) => placeMatch(sql, g)).reduce((a, b) => sql`${a} or ${b}`)})` : sql``;
  return sql`${types} ${ids} ${places}`;
}

/** Advisory lock of the sequencer: one at a time, held to its commit. */
const SEQUENCER_LOCK = 720_450;

/**
 * Gives the committed events that have none their feed positions, in id order (so a property's
 * events keep the order they were written in). The lock is held until this transaction commits,
 * so a later run's positions are above this run's and are visible only after them: positions
 * follow commit order and a reader never sees a position appear behind one it has read
 * (docs/changes.md#order). A run that finds the lock taken returns at once: the holder sequences.
 * change_events_unsequenced finds the work.
 */
export async function sequenceChanges(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    const [lock] = await tx<{ ok: boolean }[]>`select pg_try_advisory_xact_lock(${SEQUENCER_LOCK}) as ok`;
    if (!lock!.ok) return 0;
    const done = await tx`
      update change_events e set pos = s.pos
      from (select o.id, nextval('change_events_pos_seq') as pos
            from (select id from change_events where pos is null order by id) o) s
      where e.id = s.id`;
    return done.count;
  });
}

/**
 * The events after position `after`, in feed order, and the feed's end, from one snapshot: a
 * filtered read that finds nothing may move on to that end, never past an event it did not see.
 * change_events_pos_key walks the order (change_events_property with property_ids).
 */
export async function eventsAfter(
  sql: Sql | TransactionSql,
  after: string,
  filter: EventFilter,
  limit: number,
): Promise<{ end: string; events: EventRow[] }> {
  const rows = await sql<({ end_pos: string } & { [K in keyof EventRow]: EventRow[K] | null })[]>`
    with feed_end as (
      select greatest((select max(pos) from change_events), (select pos from change_feed_pruned), 0)::text as end_pos
    )
    select f.end_pos, e.pos::text as pos, e.property_id::text as property_id, e.type, e.state, e.county_fips, e.zip, e.city,
           e.cbsa_code, e.recording_date::text as recording_date, e.summary, e.created_at
    from feed_end f
    left join lateral (
      select e.* from change_events e
      where e.pos > ${after}::bigint ${filterOf(sql, filter)}
      order by e.pos
      limit ${limit}
    ) e on true`;
  return { end: rows[0]!.end_pos, events: rows.filter((r) => r.pos !== null) as EventRow[] };
}

/** The newest position retention removed, if any (change_feed_pruned). */
export async function prunedThrough(sql: Sql): Promise<string | undefined> {
  const [row] = await sql<{ pos: string }[]>`select pos::text as pos from change_feed_pruned`;
  return row?.pos;
}

/**
 * Removes the events older than `days` and records the newest position removed
 * (change_events_created, change_events_pos_key). Events go in feed order only: those before the
 * newest old one go with it, so the feed has no hole behind its oldest cursor.
 */
export async function pruneEvents(sql: Sql, days: number): Promise<number> {
  return sql.begin(async (tx) => {
    const [edge] = await tx<{ pos: string | null }[]>`
      select max(pos)::text as pos from change_events where created_at < now() - make_interval(days => ${days})`;
    if (!edge?.pos) return 0;
    const removed = await tx`delete from change_events where pos <= ${edge.pos}::bigint`;
    await tx`
      insert into change_feed_pruned (only_row, pos) values (true, ${edge.pos}::bigint)
      on conflict (only_row) do update set pos = greatest(change_feed_pruned.pos, excluded.pos)`;
    return removed.count;
  });
}
