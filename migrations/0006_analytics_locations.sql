-- Geography selection for the analytics endpoints (architecture.md 4: state | msa | county | city | zip).
-- Transactions and rentals carry the property's city like its other location columns, so a city
-- is filtered on the row itself; each level has a (geography, date) index for its window scans.
alter table transactions add column city text;
alter table rentals add column city text;
update transactions t set city = p.city from properties p where p.property_id = t.property_id;
update rentals r set city = p.city from properties p where p.property_id = r.property_id;
create index transactions_city_date on transactions (state, city, sale_date) where is_purchase;
create index rentals_city_date on rentals (state, city, list_date);

-- a buyer's portfolio: the properties whose owner of record is the normalised name
create index properties_owner_name on properties (owner_name, property_id) where owner_name is not null;
