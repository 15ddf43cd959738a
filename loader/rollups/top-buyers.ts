/**
 * buyer_place_months (migrations/0026_buyer_place_months.sql): purchases per zip part, month and
 * buyer, for top buyers over any date range. Dates are the sale date, else the recording date;
 * purchases without a buyer name are no buyer's. A purchase's value is its share of its deal, so a
 * deal's price counts once (docs/analytics-definitions.md#deals).
 */
import type { TransactionSql } from 'postgres';
import { fromMonth, inPart, PURCHASE_DATE, type Rollup, states } from './rollup.ts';

export const buyerPlaceMonths: Rollup = {
  clear: (tx) => tx`delete from buyer_place_months`,
  parts: states,
  fill: (tx, state) => write(tx, state, null),
  async refreshFrom(tx, since) {
    await tx`delete from buyer_place_months where month >= ${since}::date`;
    await write(tx, null, since);
  },
};

const write = (tx: TransactionSql, state: string | null, since: string | null) => tx`
    insert into buyer_place_months (state, city, zip, month, buyer_key, purchases, purchase_value, cash_purchases, last_purchase)
    select state, city, zip, date_trunc('month', coalesce(sale_date, recording_date))::date as month, buyer_key,
           count(*), coalesce(sum(coalesce(apportioned_price, sale_amount)), 0), count(*) filter (where is_cash), max(coalesce(sale_date, recording_date))
    from transactions
    where is_purchase and buyer_key is not null and ${inPart(tx, 'state', state)} and ${fromMonth(tx, PURCHASE_DATE, since)}
    group by state, city, zip, month, buyer_key
    order by state, city, month`;
