/**
 * Recomputes the analytics rollups (migrations/0004_rollups.sql) from the base tables.
 * Run once at the end of every load; requests only ever read the results.
 */
import type { Sql } from 'postgres';

export async function refreshRollups(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`delete from buyer_stats`;
    await tx`
      insert into buyer_stats (buyer_key, is_entity, purchases, purchase_value, cash_purchases, first_purchase, last_purchase, sales, flips, portfolio_size)
      with bought as (
        select buyer_key, bool_or(buyer_is_entity) as is_entity, count(*) as purchases, sum(sale_amount) as purchase_value,
               count(*) filter (where is_cash) as cash_purchases, min(coalesce(sale_date, recording_date)) as first_purchase,
               max(coalesce(sale_date, recording_date)) as last_purchase
        from transactions where is_purchase and buyer_key is not null group by buyer_key
      ),
      sold as (
        select seller_key, count(*) as sales, count(*) filter (where is_flip) as flips
        from transactions where is_purchase and seller_key is not null group by seller_key
      ),
      owned as (select owner_name, count(*) as n from properties where owner_name is not null group by owner_name)
      select b.buyer_key, b.is_entity, b.purchases, b.purchase_value, b.cash_purchases, b.first_purchase, b.last_purchase,
             coalesce(s.sales, 0), coalesce(s.flips, 0), coalesce(o.n, 0)
      from bought b left join sold s on s.seller_key = b.buyer_key left join owned o on o.owner_name = b.buyer_key`;
    await tx`delete from geo_monthly`;
    await tx`
      insert into geo_monthly (zip, month, state, county_fips, cbsa_code, purchases, purchase_value, median_price, median_price_per_sqft,
                               investor_purchases, cash_purchases, resales, flips, median_hold_days, leases, median_rent)
      with sales as (
        select t.zip, date_trunc('month', coalesce(t.sale_date, t.recording_date))::date as month, t.state, t.county_fips, t.cbsa_code,
               t.sale_amount, t.sale_amount / nullif(p.living_sqft, 0) as price_per_sqft, t.is_cash, t.is_flip, t.hold_days,
               (t.buyer_is_entity or coalesce(b.purchases, 0) >= 2) as investor
        from transactions t join properties p using (property_id) left join buyer_stats b on b.buyer_key = t.buyer_key
        where t.is_purchase
      ),
      sales_by_month as (
        select zip, month, min(state) as state, min(county_fips) as county_fips, min(cbsa_code) as cbsa_code,
               count(*) as purchases, sum(sale_amount) as purchase_value,
               percentile_cont(0.5) within group (order by sale_amount) as median_price,
               percentile_cont(0.5) within group (order by price_per_sqft) as median_price_per_sqft,
               count(*) filter (where investor) as investor_purchases, count(*) filter (where is_cash) as cash_purchases,
               count(hold_days) as resales, count(*) filter (where is_flip) as flips,
               percentile_cont(0.5) within group (order by hold_days) as median_hold_days
        from sales group by zip, month
      ),
      leases_by_month as (
        select zip, date_trunc('month', coalesce(lease_date, list_date))::date as month, min(state) as state, min(county_fips) as county_fips,
               min(cbsa_code) as cbsa_code, count(*) as leases, percentile_cont(0.5) within group (order by rent) as median_rent
        from rentals where status = 'leased' group by 1, 2
      )
      select coalesce(s.zip, l.zip), coalesce(s.month, l.month), coalesce(s.state, l.state), coalesce(s.county_fips, l.county_fips),
             coalesce(s.cbsa_code, l.cbsa_code), coalesce(s.purchases, 0), coalesce(s.purchase_value, 0), s.median_price, s.median_price_per_sqft,
             coalesce(s.investor_purchases, 0), coalesce(s.cash_purchases, 0), coalesce(s.resales, 0), coalesce(s.flips, 0), s.median_hold_days,
             coalesce(l.leases, 0), l.median_rent
      from sales_by_month s full join leases_by_month l on l.zip = s.zip and l.month = s.month`;
    await tx`delete from dataset_sources`;
    await tx`insert into dataset_sources (data_source, properties) select data_source, count(*) from properties group by data_source`;
  });
  // VACUUM as well as ANALYZE: index-only scans (search totals) need the visibility map of fresh rows
  await sql`vacuum (analyze) properties`;
  await sql`vacuum (analyze) transactions`;
  await sql`vacuum (analyze) rentals`;
}
