-- Market analysis reads the rents of the prior year's leases alone (the year-over-year median).
-- Taking them out of lease_values at read time (lease_values->0) parsed every cell's JSON text on
-- every request: 60% of the statement's time. They are kept beside it, written once per refresh.
ALTER TABLE rental_lease_months ADD COLUMN rents json GENERATED ALWAYS AS (lease_values->0) STORED;
