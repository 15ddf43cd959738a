-- One sale recorded twice (docs/analytics-definitions.md#one-sale-recorded-twice): the loader
-- collapses a sale's recordings into one transaction (shared/properties/duplicates.ts) and keeps
-- here every recording's position in the record and document number, and the fields a later
-- recording gave ({"rows": [{"index", "doc_num"}], "fields": {"SELLER1_NAME": 3}}); null for a
-- sale recorded once. Rows loaded before this migration are rewritten by the next import of
-- their source.
alter table transactions add column sources jsonb;
update properties set content_hash = '';
