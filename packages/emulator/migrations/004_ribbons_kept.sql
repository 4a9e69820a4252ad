-- A ribbon created through the catalogue v3 ribbons API is kept while no
-- product uses it; one the registry created for a product's ribbon name goes
-- away with the last product that uses it.

alter table ribbons add column kept boolean not null default false;
