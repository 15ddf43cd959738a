-- buyer_profiles.mailing_addresses now holds each address as written:
-- [{address, city, state, zip, properties}], at most 20, most properties first. It held
-- [{mail_key, properties, sample_property_id}] and every Premium profile request read the sample
-- properties' records to write the addresses out (2.5 ms, a quarter of the profile's database time).
-- The rollup writes the new shape (shared/buyers/profile-queries.ts); this rewrites the rows a
-- database already holds, in their order.
UPDATE buyer_profiles b SET mailing_addresses = coalesce((
  SELECT json_agg(json_build_object('address', o->>'formatted_street_address', 'city', o->>'city', 'state', o->>'state',
                                    'zip', o->>'zip_code', 'properties', (m.e->>'properties')::int) ORDER BY m.k)
  FROM json_array_elements(b.mailing_addresses) WITH ORDINALITY AS m(e, k)
  JOIN properties p ON p.property_id = (m.e->>'sample_property_id')::bigint
  CROSS JOIN LATERAL (SELECT p.doc->'owner' AS o) owner
), '[]')
WHERE json_array_length(b.mailing_addresses) > 0 AND b.mailing_addresses->0->'sample_property_id' IS NOT NULL;
