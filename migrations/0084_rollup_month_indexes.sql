-- The refresh after a load rewrites the time-keyed rollups from the earliest month the load changed
-- (loader/rollups/changes.ts): these find the purchases and the leases dated from that month on,
-- where a daily load's refresh would otherwise read every row of both tables once per rollup.
create index transactions_purchase_date on transactions (coalesce(sale_date, recording_date)) with (fillfactor = 100) where is_purchase;
create index rentals_lease_date on rentals (coalesce(lease_date, list_date)) with (fillfactor = 100) where status = 'leased';
