-- A place-month's purchases beside the prices that are market evidence: market-analysis's `sales`
-- counts every purchase (as a zip row's does), `price_sales` the sample of its median price. The
-- rows' purchases are filled by the next rollup refresh; until then a month counts none.
ALTER TABLE rental_place_sale_months ADD COLUMN purchases integer NOT NULL DEFAULT 0;
