-- Rental comparables (shared/rental-analytics/queries.ts scanComparables): the leases in the radius's box
-- within the lease window. rentals_geog holds every rental of any date and status, so the scan read
-- all of them in the box (6,243 at 1 mile in the 1M benchmark, 6 ms) to keep the ~200 leases of the
-- last year. With the lease date beside the point (btree_gist, 0011) it reads only those.
CREATE INDEX IF NOT EXISTS rentals_leases_geog_date ON rentals
  USING gist (geog, (coalesce(lease_date, list_date)))
  WHERE status = 'leased';
