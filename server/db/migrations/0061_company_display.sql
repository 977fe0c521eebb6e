-- A company's login background and logo (spec menu 8011), served publicly by
-- GET /api/ftpfile/loginbgc. Kept in the database rather than on one instance's disk so that
-- every API instance of a scaled-out deployment serves the same images.
create table company_display (
  company_id integer not null references companies(id) on delete cascade,
  kind text not null check (kind in ('bg', 'logo')),
  mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null,
  size integer not null,
  etag text not null,
  updated_by integer references users(id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (company_id, kind)
);
