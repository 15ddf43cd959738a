-- PostGIS for every nearby scan (geography points + GiST), pg_trgm for near matches on
-- addresses, owner names and place names.
CREATE EXTENSION IF NOT EXISTS postgis;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
