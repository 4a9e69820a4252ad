-- The site's custom embeds: HTML a merchant places in every page's head or
-- body (the provider's Custom Embeds), served to headless sites as their site
-- scripts (`GET /assets/scripts/v1/site-scripts`).

create table custom_embeds (
  id text primary key,
  revision bigint not null,
  name text not null,
  enabled boolean not null,
  load_once boolean not null,
  position text not null,
  category text not null,
  html text not null,
  created_at timestamptz not null
);

create index custom_embeds_created_at on custom_embeds (created_at, id);
