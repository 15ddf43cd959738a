-- nearby_sale_fields computes a stored column of properties, so it also runs in sessions whose
-- search_path is empty: pg_restore's, loading a dump (pg_dump -Fd ... | pg_restore -j N), where
-- its unqualified call of json_text would not resolve. The function carries its own search_path.
ALTER FUNCTION nearby_sale_fields(json) SET search_path = public, pg_catalog;
