/** Per-geography monthly rollup (geo_monthly): sales, investor and cash shares, flips, hold times and rents. Reads buyer_stats. */
import type { TransactionSql } from 'postgres';

export async function refreshGeoMonthly(tx: TransactionSql): Promise<void> {
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
}
