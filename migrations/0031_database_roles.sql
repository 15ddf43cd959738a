-- Least-privilege roles (docs/deployment.md#database-roles): `api` reads, `loader` writes the data.
-- Neither can log in until the deployment's migration function gives it the password of its own
-- secret; locally they exist unused. Roles belong to the server, not the database, so another
-- database on the same server may have created them already.
do $$
begin
  create role api nologin;
exception when duplicate_object or unique_violation then null;
end $$;
do $$
begin
  create role loader nologin;
exception when duplicate_object or unique_violation then null;
end $$;

grant usage on schema public to api, loader;
grant select on all tables in schema public to api, loader;
grant insert, update, delete, truncate on all tables in schema public to loader;
grant usage, select, update on all sequences in schema public to loader;
grant execute on all functions in schema public to api, loader;

-- Tables made by later migrations (run by the same admin role) get the same grants.
alter default privileges in schema public grant select on tables to api, loader;
alter default privileges in schema public grant insert, update, delete, truncate on tables to loader;
alter default privileges in schema public grant usage, select, update on sequences to loader;
