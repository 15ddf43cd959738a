/** Per-buyer rollup (buyer_stats): purchase activity over all time and what each name owns now. */
import type { TransactionSql } from 'postgres';

export async function refreshBuyerStats(tx: TransactionSql): Promise<void> {
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
}
