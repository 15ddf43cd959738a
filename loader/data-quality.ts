/**
 * The data-quality report (npm run data-quality): what the loader flagged in the stored transfers
 * and why (docs/analytics-definitions.md#market-evidence): the arm's-length decisions per reason,
 * the multi-parcel deals with their parcel counts, and the outliers per reason.
 */
import type { Sql } from 'postgres';

export interface QualityScope {
  /** two-letter state */
  state?: string;
  /** the properties' data_source */
  source?: string;
}

export interface QualityReport {
  transfers: number;
  purchases: number;
  market_evidence: number;
  /** per reason: transfers and the decision they carry */
  arms_length: { reason: string | null; arms_length: boolean | null; transfers: number }[];
  deals: {
    deals: number;
    /** transfers in deals (a parcel listed twice on one instrument counts twice) */
    transfers: number;
    parcels: number;
    /** deals by their parcel count: 2, 3-4, 5-9, 10-49, 50+ */
    by_size: { parcels: string; deals: number }[];
    largest: { deal_id: string; doc_num: string | null; date: string | null; parcels: number; deal_price: number; buyer: string | null }[];
  };
  outliers: { reason: string; transfers: number }[];
}

const SIZES = `case when deal_parcel_count >= 50 then '50+' when deal_parcel_count >= 10 then '10-49'
  when deal_parcel_count >= 5 then '5-9' when deal_parcel_count >= 3 then '3-4' else '2' end`;

export async function qualityReport(sql: Sql, scope: QualityScope = {}): Promise<QualityReport> {
  // a scan of the scope's transactions (a report, not a request)
  const inScope = sql`
    t.property_id in (select property_id from properties p
                      where ${scope.state ? sql`p.state = ${scope.state.toUpperCase()}` : sql`true`}
                        and ${scope.source ? sql`p.data_source = ${scope.source}` : sql`true`})`;
  const [totals] = await sql<{ transfers: number; purchases: number; market_evidence: number }[]>`
    select count(*)::int as transfers, count(*) filter (where is_purchase)::int as purchases,
           count(*) filter (where market_evidence)::int as market_evidence
    from transactions t where ${inScope}`;
  const armsLength = await sql<QualityReport['arms_length']>`
    select arms_length_reason as reason, arms_length, count(*)::int as transfers
    from transactions t where ${inScope} and (sale_amount is not null or arms_length is not null)
    group by 1, 2 order by 3 desc, 1`;
  const [deals] = await sql<{ deals: number; transfers: number; parcels: number }[]>`
    select count(distinct deal_id)::int as deals, count(*)::int as transfers, count(distinct (deal_id, property_id))::int as parcels
    from transactions t where ${inScope} and deal_id is not null`;
  const bySize = await sql<QualityReport['deals']['by_size']>`
    select parcels, count(*)::int as deals from (
      select distinct deal_id, ${sql.unsafe(SIZES)} as parcels, deal_parcel_count from transactions t where ${inScope} and deal_id is not null
    ) d group by parcels order by min(deal_parcel_count)`;
  const largest = await sql<QualityReport['deals']['largest']>`
    select distinct on (deal_parcel_count, deal_price, deal_id) deal_id, doc_num, to_char(coalesce(recording_date, sale_date), 'YYYY-MM-DD') as date,
           deal_parcel_count as parcels, deal_price::float8 as deal_price, buyer_1 as buyer
    from transactions t where ${inScope} and deal_id is not null
    order by deal_parcel_count desc, deal_price desc, deal_id, property_id
    limit 10`;
  const outliers = await sql<QualityReport['outliers']>`
    select outlier_reason as reason, count(*)::int as transfers
    from transactions t where ${inScope} and outlier_reason is not null group by 1 order by 2 desc, 1`;
  return {
    ...totals!,
    arms_length: [...armsLength],
    deals: { ...deals!, by_size: [...bySize], largest: [...largest] },
    outliers: [...outliers],
  };
}

const n = (v: number) => v.toLocaleString('en-US');
const money = (v: number) => `$${v.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export function formatReport(r: QualityReport): string {
  const lines = [
    `transfers: ${n(r.transfers)}; purchases: ${n(r.purchases)}; market evidence: ${n(r.market_evidence)}`,
    '',
    "arm's-length decisions (transfers with a price or a decision), per reason:",
    ...r.arms_length.map((a) => `  ${(a.reason ?? '(none)').padEnd(18)} ${String(a.arms_length).padEnd(6)} ${n(a.transfers).padStart(10)}`),
    '',
    `multi-parcel deals: ${n(r.deals.deals)} deals, ${n(r.deals.parcels)} parcels, ${n(r.deals.transfers)} transfers`,
    ...r.deals.by_size.map((s) => `  ${s.parcels.padEnd(6)} parcels: ${n(s.deals).padStart(8)} deals`),
    ...(r.deals.largest.length ? ['  largest:'] : []),
    ...r.deals.largest.map(
      (d) =>
        `    ${d.deal_id} doc ${d.doc_num ?? '-'} ${d.date ?? '-'}: ${d.parcels} parcels, ${money(d.deal_price)}, buyer ${d.buyer ?? '-'}`,
    ),
    '',
    'outliers, per reason:',
    ...(r.outliers.length ? r.outliers.map((o) => `  ${o.reason.padEnd(20)} ${n(o.transfers).padStart(10)}`) : ['  none']),
  ];
  return `${lines.join('\n')}\n`;
}
