-- The knowledge base (spec group 6): articles of a company with their review state, and the
-- images uploaded into them. The body is kept as the editor's JSON; on every save the sanitised
-- HTML (as saved) and the plain text (for search and the word count) are derived from it. Readers
-- get a fresh rendering of the JSON, so a tightened allow-list also covers older articles.
-- A permalink is unique among a company's articles that are not deleted.
create table kb_articles (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  author_id integer references users(id) on delete set null,
  title text not null check (length(title) between 1 and 120),
  permalink text not null,
  category text not null check (category in ('fish', 'surroundings', 'fire')),
  tags jsonb not null default '[]',
  body_json jsonb not null,
  body_html text not null,
  body_text text not null,
  word_count integer not null default 0,
  status text not null default 'draft' check (status in ('draft', 'waiting_review', 'scheduled', 'published')),
  visibility text not null default 'public' check (visibility in ('public', 'password', 'private')),
  password_hash text,
  pinned boolean not null default false,
  publish_at timestamptz,
  published_at timestamptz,
  reviewed_by integer references users(id) on delete set null,
  reviewed_at timestamptz,
  review_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index kb_articles_tenant_idx on kb_articles (tenant_id);
create index kb_articles_due_idx on kb_articles (publish_at) where status = 'scheduled';
create unique index kb_articles_permalink_key on kb_articles (tenant_id, permalink) where deleted_at is null;

create table kb_images (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  img_name text not null unique,
  mime text not null,
  bytes bytea not null,
  size integer not null,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index kb_images_tenant_idx on kb_images (tenant_id);
