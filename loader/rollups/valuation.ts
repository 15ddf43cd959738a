/**
 * The monthly price levels of the valuation's time adjustment (migrations/0017, 0029 and 0040,
 * docs/valuation.md#time): per kind (sale, lease), area (county, CBSA, state) and calendar month,
 * the count, a constant-quality log level and the latest date; and per day the count and sums of
 * the same prices relative to their ZIP code's month (migrations/0038 and 0040), for the shift of
 * the last 30 days. Reads only the base tables, so it may run at any point of the refresh.
 */
import type { PendingQuery, Row, TransactionSql } from 'postgres';
import { MODELS } from '../../shared/properties/valuation/model.ts';
import { CONDITION_SCALE, QUALITY_SCALE } from '../../shared/properties/valuation/traits.ts';
import type { Rollup } from './rollup.ts';

type Kind = 'sale' | 'lease';
/** Each area level of the index and the column of the evidence's area at that level. */
const AREA_COLUMNS = { county: 'county_fips', cbsa: 'cbsa_code', state: 'state' } as const;
type Level = keyof typeof AREA_COLUMNS;

// two refreshes together would each delete the other's rows, then insert duplicates
const lockPriceIndex = (tx: TransactionSql) => tx`lock table price_index_months, price_index_days in share row exclusive mode`;

export const priceIndex: Rollup = {
  async clear(tx) {
    await lockPriceIndex(tx);
    await tx`delete from price_index_months`;
    await tx`delete from price_index_days`;
  },
  parts: async () => Object.keys(PARTS),
  async fill(tx, part) {
    await lockPriceIndex(tx);
    for (const [name, write] of Object.entries(PARTS)) if (part === null || part === name) await write(tx, null);
  },
  async refreshFrom(tx, since) {
    await lockPriceIndex(tx);
    for (const write of Object.values(PARTS)) await write(tx, since);
  },
};

// Each sale (lease) stripped of its building: its log price less the model's prior coefficients
// (MODELS, model.ts) times its facts, each fact but the living area measured from the middle of its
// scale (CENTRE) and an unknown one taken at it. What is left moves with prices and the location,
// not with the size or the quality of the homes that happened to sell.
const CENTRE = { lotSqft: 7_500, ageDecades: 4, beds: 3, baths: 2, quality: 7, condition: 3 } as const;

/** Assessor text as traits.ts's rank() reads it: trimmed, upper case, runs of spaces, _ and - as one space. */
const word = (tx: TransactionSql, text: PendingQuery<Row[]>) => tx`upper(regexp_replace(trim(${text}), '[[:space:]_-]+', ' ', 'g'))`;

/** A rank of a normalised `word` on `scale` (traits.ts's rank(), in SQL): the word, else a number 1-max, else null. */
function rank(tx: TransactionSql, word: PendingQuery<Row[]>, scale: Record<string, number>, max: number): PendingQuery<Row[]> {
  return tx`coalesce((${JSON.stringify(scale)}::jsonb ->> ${word})::float8,
                     case when ${word} ~ '^[0-9]{1,2}$' and ${word}::int between 1 and ${max}::int then ${word}::float8 end)`;
}

/**
 * The evidence of `kind` with its stripped log price q, its ZIP code, its month (of the date it is
 * dated by) and the day it became known. Sales: purchases that are market evidence (not part of a
 * multi-parcel deal, not outliers: docs/analytics-definitions.md#market-evidence), of properties with a known living area, known on the later of the sale and recording dates. Leases:
 * leased, sized by the lease's area (else the property's), known on the lease date, else the list date.
 */
function evidence(tx: TransactionSql, kind: Kind, level: Level): PendingQuery<Row[]> {
  const b = MODELS[kind].priors;
  const rows =
    kind === 'sale'
      ? tx`
        select t.property_id, t.seq, coalesce(t.sale_date, t.recording_date) as day,
               greatest(coalesce(t.sale_date, t.recording_date), coalesce(t.recording_date, t.sale_date)) as known,
               t.sale_amount::float8 as price, p.living_sqft::float8 as sqft, p.beds::float8 as beds, p.baths::float8 as baths,
               p.lot_sqft, p.year_built, p.quality, p.condition, p.waterfront, p.parcel_view, p.zip, t.county_fips, t.cbsa_code, t.state
        from transactions t join properties p on p.property_id = t.property_id
        where t.is_purchase and t.market_evidence and p.living_sqft > 0`
      : tx`
        select r.property_id, r.seq, coalesce(r.lease_date, r.list_date) as day, coalesce(r.lease_date, r.list_date) as known,
               r.rent::float8 as price, coalesce(r.sqft, p.living_sqft)::float8 as sqft,
               coalesce(r.beds, p.beds)::float8 as beds, coalesce(r.baths, p.baths)::float8 as baths,
               p.lot_sqft, p.year_built, p.quality, p.condition, p.waterfront, p.parcel_view, p.zip, r.county_fips, r.cbsa_code, r.state
        from rentals r join properties p on p.property_id = r.property_id
        where r.status = 'leased' and r.rent > 0 and coalesce(r.sqft, p.living_sqft) > 0`;
  return tx`
    select e.property_id, e.seq, e.day, date_trunc('month', e.day)::date as month, e.known, e.zip, l.level, l.code,
           ln(e.price) - ${b.living_area}::float8 * ln(e.sqft)
             - ${b.lot_size}::float8 * coalesce(ln(f.lot / ${CENTRE.lotSqft}::float8), 0)
             - coalesce(${b.age}::float8 * (f.age - ${CENTRE.ageDecades}::float8) + ${b.age2}::float8 * (f.age * f.age - ${CENTRE.ageDecades ** 2}::float8), 0)
             - ${b.beds}::float8 * coalesce(f.beds - ${CENTRE.beds}::float8, 0) - ${b.baths}::float8 * coalesce(f.baths - ${CENTRE.baths}::float8, 0)
             - ${b.quality}::float8 * coalesce(f.quality - ${CENTRE.quality}::float8, 0)
             - ${b.condition}::float8 * coalesce(f.condition - ${CENTRE.condition}::float8, 0)
             - ${b.waterfront}::float8 * f.waterfront - ${b.view}::float8 * f.view as q
    from (${rows}) e
    -- OFFSET 0 keeps the words a subquery of their own, each computed once: pulled up, every use of
    -- them in rank() would run the regular expression again
    cross join lateral (select ${word(tx, tx`e.quality`)} as quality, ${word(tx, tx`e.condition`)} as condition offset 0) w
    cross join lateral (
      select case when e.lot_sqft > 0 then least(greatest(e.lot_sqft::float8, 1000), 87120) end as lot,
             case when e.year_built > 1700 then greatest(0, extract(year from e.day)::float8 - e.year_built) / 10 end as age,
             case when e.beds >= 0 then least(e.beds, 8) end as beds,
             case when e.baths > 0 then least(e.baths, 8) end as baths,
             ${rank(tx, tx`w.quality`, QUALITY_SCALE, 13)} as quality,
             ${rank(tx, tx`w.condition`, CONDITION_SCALE, 5)} as condition,
             case when e.waterfront then 1 else 0 end::float8 as waterfront,
             case when e.parcel_view between 0 and 4 then e.parcel_view else 0 end::float8 as view
    ) f
    cross join lateral (select ${level}::text as level, e.${tx(AREA_COLUMNS[level])} as code) l
    where l.code is not null and e.day is not null`;
}

/**
 * A month's change rests on the ZIP codes sold in both months; where they are few (a thin area:
 * one sale per ZIP code and month), the change of single sales is mostly noise, and a chain adds
 * it up month after month. Each change is pulled toward none with this weight (in units of
 * n₁n₂ / (n₁ + n₂); a pair of single sales weighs 0.5): King County's 2014 months weigh 700-1,100
 * and keep 96-97% of their change; an area of 30 sales a month over 150 ZIP codes (the demo's
 * metros) keeps about a tenth.
 */
const LINK_PRIOR_WEIGHT = 30;

/** Per area, ZIP code and month: the count and mean stripped log price. Sums in key order (see days). */
const cells = (tx: TransactionSql) => tx`
    select level, code, zip, month, count(*) as n, sum(q order by property_id, seq) / count(*) as mean
    from e where zip is not null
    group by 1, 2, 3, 4`;

/**
 * The evidence of `kind` in a temporary table, made once per transaction: the months and the days
 * statements both read it, and in one refresh they run in the same transaction.
 */
async function evidenceTable(
  tx: TransactionSql,
  kind: Kind,
  level: Level,
  only?: { name: string; where: PendingQuery<Row[]> },
): Promise<string> {
  const table = `price_index_evidence_${kind}_${level}${only ? `_${only.name}` : ''}`;
  const [made] = await tx<{ exists: boolean }[]>`select to_regclass(${`pg_temp.${table}`}) is not null as exists`;
  if (made!.exists) {
    if (!only) return table;
    // a filtered table is made for its one statement
    await tx`drop table ${tx(table)}`;
  }
  await tx`create temporary table ${tx(table)} on commit drop as select * from (${evidence(tx, kind, level)}) e where ${only?.where ?? tx`true`}`;
  // No autovacuum analyses a temporary table: without its statistics the planner guessed a tenth of
  // the rows and merged each area's ZIP-code months against all of its months (on the embedded
  // demo, 47 million rows and 10 s for what takes 0.3 s with them).
  await tx`analyze ${tx(table)}`;
  return table;
}

/**
 * The months of one kind: per area and month, the count, the latest date and the constant-quality
 * level: the area's first month is 0, each later one the previous month's (with evidence) plus the
 * weighted mean, over the ZIP codes with evidence in both, of the change of the ZIP code's mean
 * stripped log price, each ZIP code weighted by n₁n₂ / (n₁ + n₂), pulled toward no change with the
 * weight of LINK_PRIOR_WEIGHT; no ZIP code in both: no change.
 * A month reads only itself and the month before, so no later sale moves an earlier level.
 */
function months(kind: Kind, level: Level) {
  return async (tx: TransactionSql, since: string | null) => {
    // From `since` on: every area's months from its last month before `since` (a level already
    // written, where its chain resumes), so the evidence from the earliest of those months.
    let resume: string | null = null;
    if (since !== null) {
      await tx`delete from price_index_months where kind = ${kind} and area_level = ${level} and month >= ${since}::date`;
      // price_index_months_pkey
      const [row] = await tx<{ resume: string | null }[]>`
        select min(last)::text as resume from (
          select max(month) as last from price_index_months where kind = ${kind} and area_level = ${level} and month < ${since}::date
          group by area_code) a`;
      resume = row?.resume ?? since;
    }
    const table = await evidenceTable(
      tx,
      kind,
      level,
      // on the evidence's date, which the purchase and lease date indexes find (migrations/0084)
      resume === null ? undefined : { name: 'months', where: tx`e.day >= ${resume}::date` },
    );
    // The join of cells and months is an equi-join on (level, code, month), but its inputs are
    // aggregates whose sizes the planner guesses low: it merged on (level, code) alone and filtered
    // the month, pairing each area's ZIP-code months with all of its months (on the embedded demo,
    // 47 million rows and 9 s), or looped over them. A hash join reads each once (1.2 s).
    await tx`set local enable_mergejoin = off`;
    await tx`set local enable_nestloop = off`;
    await tx`
    insert into price_index_months (kind, area_level, area_code, month, n, log_level, last_date)
    with e as (select * from ${tx(table)}),
    cells as (${cells(tx)}),
    months as (
      select level, code, month, count(*) as n, max(day) as last_date,
             lag(month) over (partition by level, code order by month) as prior
      from e group by 1, 2, 3
    ),
    -- each ZIP code's month beside its own previous month with evidence: where that is the area's
    -- previous month, the pair is a link. A self-join of cells on the ZIP code and the prior month
    -- is planned as a merge on the area alone, pairing every cell of an area with every other.
    zip_cells as (
      select c.level, c.code, c.zip, c.month, c.n, c.mean, m.prior,
             lag(c.month) over w as zip_prior, lag(c.n) over w as prior_n, lag(c.mean) over w as prior_mean
      from cells c join months m on m.level = c.level and m.code = c.code and m.month = c.month
      window w as (partition by c.level, c.code, c.zip order by c.month)
    ),
    links as (
      select level, code, month,
             sum((n * prior_n)::float8 / (n + prior_n) * (mean - prior_mean) order by zip)
               / (sum((n * prior_n)::float8 / (n + prior_n) order by zip) + ${LINK_PRIOR_WEIGHT}::float8) as link
      from zip_cells
      where zip_prior = prior
      group by 1, 2, 3
    )
    select * from (
      -- an area's first month read, when it is before since, starts from its written level: the
      -- running sum then adds the same links to the same values in the same order as a full refresh
      select ${kind}, m.level, m.code, m.month, m.n,
             sum(coalesce(l.link, 0) + coalesce(w.log_level, 0)) over (partition by m.level, m.code order by m.month), m.last_date
      from months m
      left join links l on l.level = m.level and l.code = m.code and l.month = m.month
      left join price_index_months w on ${since === null ? tx`false` : tx`w.kind = ${kind} and w.area_level = m.level and w.area_code = m.code and w.month = m.month and m.prior is null and m.month < ${since}::date`}
    ) levels
    where ${since === null ? tx`true` : tx`month >= ${since}::date`}`;
    await tx`set local enable_mergejoin to default`;
    await tx`set local enable_nestloop to default`;
  };
}

/**
 * The days of one kind: per area and the day the evidence became known, the count; and the count
 * and sum of the stripped log prices less their ZIP code's mean of the same calendar month (same)
 * and of the month before (prior), over the evidence whose ZIP code had evidence that month. Each
 * sum adds its rows in key order, so the same rows give the same floating-point total whatever plan
 * read them.
 */
function days(kind: Kind, level: Level) {
  return async (tx: TransactionSql, since: string | null) => {
    // From since on, a day reads the ZIP-code months of its own month and the one before
    if (since !== null) await tx`delete from price_index_days where kind = ${kind} and area_level = ${level} and day >= ${since}::date`;
    const table = await evidenceTable(
      tx,
      kind,
      level,
      since === null
        ? undefined
        : { name: 'days', where: tx`(e.day >= (${since}::date - interval '1 month') or e.known >= ${since}::date)` },
    );
    return tx`
    insert into price_index_days (kind, area_level, area_code, day, n, n_same, sum_same, n_prior, sum_prior)
    with e as (select * from ${tx(table)}),
    cells as (${cells(tx)}),
    -- per ZIP code and month, its own mean (same) and the month before's (prior), so that each
    -- sale meets both in one join on equal keys: a second join on the month before is planned as a
    -- merge on the ZIP code alone and a filter, reading a ZIP code's every month for each sale
    pairs as (
      select level, code, zip, month, max(same) as same, max(prior) as prior
      from (
        select level, code, zip, month, mean as same, null::float8 as prior from cells
        union all
        select level, code, zip, (month + interval '1 month')::date, null, mean from cells
      ) both_months
      group by 1, 2, 3, 4
    )
    select ${kind}, e.level, e.code, e.known, count(*),
           count(p.same), coalesce(sum(e.q - p.same order by e.property_id, e.seq), 0),
           count(p.prior), coalesce(sum(e.q - p.prior order by e.property_id, e.seq), 0)
    from e
    left join pairs p on p.level = e.level and p.code = e.code and p.zip = e.zip and p.month = date_trunc('month', e.known)::date
    where e.known is not null and ${since === null ? tx`true` : tx`e.known >= ${since}::date`}
    group by 1, 2, 3, 4`;
  };
}

// One statement of one kind and area level each, so the embedded seed's refresh waits behind a
// small part at a time (0.3-0.9 s on the demo; a kind's statement over the three levels took 2-3 s).
const PARTS: Record<string, (tx: TransactionSql, since: string | null) => Promise<unknown>> = Object.fromEntries(
  (['sale', 'lease'] as const).flatMap((kind) =>
    (Object.keys(AREA_COLUMNS) as Level[]).flatMap((level) => [
      [`${kind} months ${level}`, months(kind, level)],
      [`${kind} days ${level}`, days(kind, level)],
    ]),
  ),
);
