-- properties/search answers an exact total. Counting a state's properties with range filters from
-- the heap means reading ~100k-300k rows; this covering index lets the count be an index-only scan
-- (the loader VACUUMs after every load so the visibility map allows it).
create index properties_state_counts on properties (state, beds, baths, year_built);
