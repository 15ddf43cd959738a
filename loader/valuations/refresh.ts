/**
 * The valuation pass (docs/valuation.md#the-valuation-on-record): after a load's rollups, every
 * property of each state whose records changed since the state's last pass is valued as GET
 * /properties/valuation values it with no parameters (estimateManyWith: the default as_of, radius and
 * comparables), and the answer, or the 422 it would give, is stored in property_valuations. The
 * property record, batch, best-buyers, buyer profiles, nearby sold properties and exports read it.
 */
import type { Sql } from 'postgres';
import { valuationEvent } from '../../shared/changes/events.ts';
import { sequenceChanges } from '../../shared/changes/queries.ts';
import { today } from '../../shared/platform/dates.ts';
import { supportsCopy } from '../../shared/platform/db/capabilities.ts';
import type { PropertyRecord } from '../../shared/properties/records/record-schema.ts';
import { estimateManyWith, recordSubject } from '../../shared/properties/valuation/estimates.ts';
import { ESTIMATE_LIMITS } from '../../shared/properties/valuation/model.ts';
import { type RecordValuation, recordValuation } from '../../shared/properties/valuation/on-record.ts';
import { insertChangeEvents } from '../ingest/change-events.ts';

export interface ValuationPassOptions {
  /** value these states whether or not they changed (`npm run valuations -- --state`, a new calibration) */
  states?: readonly string[];
  /** chunks valued at once, each on a connection of its own (the embedded database has one: 1) */
  concurrency?: number;
  /** yield to requests between chunks: the embedded first start, whose one connection requests share */
  stepwise?: boolean;
  log?: (line: string) => void;
  /**
   * A time (epoch ms) after which no chunk but the first is started: the pass of the state under way stops and
   * its next pass resumes it (a load on AWS, cut into invocations: docs/data.md#a-national-load-on-aws)
   */
  deadline?: number;
}

export interface StateValuations {
  state: string;
  properties: number;
  valued: number;
  seconds: number;
  /** false: stopped at the deadline, the state's next pass resumes it */
  complete: boolean;
}

/** Properties valued per statement: one evidence scan for the chunk (scanEvidenceMany). */
export const VALUATION_CHUNK = 200;

export async function refreshValuations(sql: Sql, options: ValuationPassOptions = {}): Promise<StateValuations[]> {
  const states = options.states ?? (await changedStates(sql));
  const out: StateValuations[] = [];
  const server = await supportsCopy(sql);
  for (const state of states) {
    const done = await oneAtATime(sql, server, state, async () =>
      // another pass may have valued the state while this one waited
      options.states !== undefined || (await changedStates(sql, state)).length > 0 ? valueState(sql, state, options) : null,
    );
    if (done === null) continue;
    out.push(done);
    if (!done.complete) break;
    options.log?.(
      `valuations ${state}: ${done.valued.toLocaleString('en-US')} of ${done.properties.toLocaleString('en-US')} properties valued in ${done.seconds.toFixed(1)} s`,
    );
  }
  // the `valuation` events written get their feed positions (docs/changes.md#order)
  if (out.length > 0) await sequenceChanges(sql);
  return out;
}

/**
 * The states with a property and no pass yet, or with a change event (a property, sale, document or
 * lease written) after their last pass's position or not yet sequenced (change_events_pos_key,
 * change_events_unsequenced). The pass's own `valuation` events are not changes to value again.
 */
async function changedStates(sql: Sql, only: string | null = null): Promise<string[]> {
  const rows = await sql<{ state: string }[]>`
    select s.state from (select distinct state from properties where ${only}::text is null or state = ${only}) s
    left join valuation_runs r on r.state = s.state
    where r.state is null
       or exists (select from change_events e where e.pos > r.through_pos and e.state = s.state and e.type <> 'valuation')
       or exists (select from change_events e where e.pos is null and e.state = s.state and e.type <> 'valuation')
    order by s.state`;
  return rows.map((r) => r.state);
}

/** Passes over the same state wait for each other (on a server; the embedded database runs one statement at a time). */
const VALUATION_LOCK = 720_433;

async function oneAtATime<T>(sql: Sql, server: boolean, state: string, work: () => Promise<T>): Promise<T> {
  if (!server) return work();
  const conn = await sql.reserve();
  try {
    // the wait lasts as long as the pass ahead, minutes at a million properties: no request timeout
    await conn`set statement_timeout = 0`;
    await conn`select pg_advisory_lock(${VALUATION_LOCK}, hashtext(${state}))`;
    return await work();
  } finally {
    await conn`select pg_advisory_unlock(${VALUATION_LOCK}, hashtext(${state}))`;
    await conn`reset statement_timeout`;
    conn.release();
  }
}

async function valueState(sql: Sql, state: string, options: ValuationPassOptions): Promise<StateValuations> {
  const started = performance.now();
  // The position first: a change written while the pass runs leaves the state to the next pass, and
  // so does one whose rows are not yet in the rollups the valuations read (the data date, the price
  // index: another load's, still writing). A pass under way (stopped at a deadline) keeps its
  // position and time, and values what it has not.
  const [pass] = await sql<{ pos: string; at: Date; valued: number; resumed: boolean }[]>`
    insert into valuation_passes (state, through_pos, started_at)
    values (${state},
            least(coalesce((select max(pos) from change_events), 0), coalesce((select events_through from rollup_refreshed), 0)),
            clock_timestamp())
    on conflict (state) do update set state = excluded.state
    returning through_pos::text as pos, started_at as at, valued, xmax::text <> '0' as resumed`;
  const { pos, at, resumed } = pass!;
  const ids = await stateIds(sql, state, resumed ? at : null);
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += VALUATION_CHUNK) chunks.push(ids.slice(i, i + VALUATION_CHUNK));
  let valued = pass!.valued;
  // one chunk at least, whatever the deadline: an invocation given too little time still advances
  let chunked = 0;
  const due = () => chunked++ === 0 || options.deadline === undefined || Date.now() < options.deadline;
  const worker = async () => {
    for (let chunk = due() ? chunks.shift() : undefined; chunk !== undefined; chunk = due() ? chunks.shift() : undefined) {
      valued += await valueChunk(sql, chunk);
      if (options.stepwise) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (chunks.length > 0) {
    await sql`update valuation_passes set valued = ${valued} where state = ${state}`;
    return { state, properties: ids.length, valued, seconds, complete: false };
  }
  const [{ properties } = { properties: 0 }] = await sql<{ properties: number }[]>`
    select count(*)::int as properties from properties where state = ${state}`;
  await sql.begin(async (tx) => {
    // rows this pass did not write: properties deleted or moved to another state since the last pass
    await tx`delete from property_valuations where state = ${state} and computed_at < ${at}`;
    await tx`
      insert into valuation_runs (state, through_pos, properties, valued, seconds)
      values (${state}, ${pos}::bigint, ${properties}, ${valued}, ${seconds})
      on conflict (state) do update set through_pos = excluded.through_pos, properties = excluded.properties,
        valued = excluded.valued, seconds = excluded.seconds, finished_at = now()`;
    await tx`delete from valuation_passes where state = ${state}`;
  });
  return { state, properties, valued, seconds, complete: true };
}

/** The state's properties in id order; resuming a pass begun at `since`, those it has not valued yet. */
async function stateIds(sql: Sql, state: string, since: Date | null): Promise<number[]> {
  // properties_state_year (state, year_built, property_id): the state's ids from the index;
  // property_valuations_pkey for what the pass under way has valued
  const rows = await sql<{ id: number }[]>`
    select property_id::float8 as id from properties p
    where state = ${state}
      and (${since}::timestamptz is null
           or not exists (select from property_valuations v where v.property_id = p.property_id and v.computed_at >= ${since}::timestamptz))`;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Values the properties and stores each answer; returns how many got a value. One transaction, on
 * the worker's one connection, with the request statement timeout lifted as for every load
 * statement: a chunk's evidence scan, quick on a quiet server, can pass the request limit on one busy
 * with concurrent loads, and a cancelled pass would fail the load that ran it.
 */
async function valueChunk(sql: Sql, ids: number[]): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`set local statement_timeout = 0`;
    const rows = await tx<{ property_id: number; state: string; lat: number; lon: number; doc: PropertyRecord }[]>`
      select property_id::float8 as property_id, state, lat, lon, doc from properties where property_id = any(${ids}::bigint[]) order by property_id`;
    if (rows.length === 0) return 0;
    const subjects = rows.map((r) => recordSubject(r.property_id, r.doc, r.doc.address.formatted_street_address));
    const answers = await estimateManyWith(tx, subjects, ESTIMATE_LIMITS.defaultComparables);
    const stored: RecordValuation[] = rows.map((r, i) => recordValuation(r, answers[i]!, today()));
    // property_valuations_pkey; locked, so a pass running beside this one cannot move the value in between
    const before = new Map(
      (
        await tx<{ property_id: number; value: number | null }[]>`
          select property_id::float8 as property_id, value::float8 as value from property_valuations
          where property_id = any(${ids}::bigint[]) order by property_id for update`
      ).map((r) => [r.property_id, r.value]),
    );
    await tx`
      insert into property_valuations ${tx(stored, [...COLUMNS])}
      on conflict (property_id) do update set
        state = excluded.state, as_of = excluded.as_of, value = excluded.value, low = excluded.low, high = excluded.high,
        confidence = excluded.confidence, forecast_standard_deviation = excluded.forecast_standard_deviation,
        equity = excluded.equity, comparables = excluded.comparables, reason = excluded.reason, computed_at = now()`;
    await insertChangeEvents(
      tx,
      stored.flatMap((s) => valuationEvent(s.property_id, before.get(s.property_id) ?? null, s.value) ?? []),
    );
    return stored.filter((s) => s.value !== null).length;
  });
}

const COLUMNS: readonly (keyof RecordValuation)[] = [
  'property_id',
  'state',
  'as_of',
  'value',
  'low',
  'high',
  'confidence',
  'forecast_standard_deviation',
  'equity',
  'comparables',
  'reason',
];

/** Chunks valued at once: 2 on a database server (this project's machines have 2 cores), 1 on the embedded one (one connection). */
export async function valuationConcurrency(sql: Sql): Promise<number> {
  return (await supportsCopy(sql)) ? 2 : 1;
}

/** Every state with a property (properties_state_counts). */
export async function allStates(sql: Sql): Promise<string[]> {
  return (await sql<{ state: string }[]>`select distinct state from properties order by state`).map((r) => r.state);
}

/** The states with a property in these markets (metros by CBSA code, counties by FIPS code). */
export async function statesOfMarkets(sql: Sql, markets: readonly { level: 'cbsa' | 'county'; market: string }[]): Promise<string[]> {
  const cbsa = markets.filter((m) => m.level === 'cbsa').map((m) => m.market);
  const counties = markets.filter((m) => m.level === 'county').map((m) => m.market);
  const rows = await sql<{ state: string }[]>`
    select distinct state from properties where cbsa_code = any(${cbsa}::text[]) or county_fips = any(${counties}::text[]) order by state`;
  return rows.map((r) => r.state);
}
