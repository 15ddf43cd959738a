-- Indexes for the read paths measured in docs/performance.md; each names the query it serves.

-- btree_gist lets one GiST index hold a point and a date, so a nearest-first walk skips the
-- entries outside a date window without reading them.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Best buyers (shared/buyers/queries.ts bestBuyerCandidates): purchases nearest the subject within
-- the months asked for. With transactions_sales_geog the walk read every sale of any date in the
-- radius (2,339 at 1 mile in the 1M benchmark, 25 ms) to keep the ~100 of the last two years (1 ms).
CREATE INDEX IF NOT EXISTS transactions_purchases_geog_date ON transactions
  USING gist (geog, (coalesce(sale_date, recording_date)))
  WHERE is_purchase AND sale_amount IS NOT NULL;

-- Nearby sales with arms_length_only (the default; shared/properties/nearby/queries.ts
-- scanNearbySales): only comparable sales in the index, so the walk no longer reads and discards
-- the non-arms-length and undated sales (a third of the rows read at 1 mile).
CREATE INDEX IF NOT EXISTS transactions_comps_geog ON transactions USING gist (geog)
  WHERE sale_amount IS NOT NULL AND arms_length AND recording_date IS NOT NULL AND sale_date IS NOT NULL;

-- Top buyers of a city (shared/buyers/queries.ts topBuyers): the city's purchases in the range as
-- an index-only scan, instead of every purchase of its state in the range filtered by city.
CREATE INDEX IF NOT EXISTS transactions_city_buyers ON transactions (state, city, (coalesce(sale_date, recording_date)))
  INCLUDE (sale_date, recording_date, zip, buyer_key, sale_amount, is_cash)
  WHERE is_purchase;
