-- Top buyers over any date range (shared/buyers/queries.ts topBuyers): per zip part (state, city,
-- zip), month and buyer, the purchases summed. A range is answered from the whole months it covers
-- here plus an exact scan of its partial edge months (transactions_state_buyers), so the answer
-- equals a scan of every purchase in the range while reading at most one row per buyer, place and
-- month. Refreshed with the rollups by loader/rollups/top-buyers.ts.
create table buyer_place_months (
  state text not null,
  city text,
  zip text not null,
  month date not null,
  buyer_key text not null,
  purchases integer not null,
  purchase_value numeric not null,
  cash_purchases integer not null,
  last_purchase date not null
);
create index buyer_place_months_state on buyer_place_months (state, month) include (city, zip, buyer_key, purchases, purchase_value, cash_purchases, last_purchase);
create index buyer_place_months_city on buyer_place_months (state, city, month) include (zip, buyer_key, purchases, purchase_value, cash_purchases, last_purchase);
