-- System notices (spec menu 8006): written by the platform admin for all companies or some,
-- read by the users of those companies in the message center, with a read mark per user.
create table notices (
  id serial primary key,
  title text not null,
  content text not null,
  all_companies boolean not null default false,
  -- The author may be deleted later; the name stays on the notice.
  author_id integer references users(id) on delete set null,
  author_name text not null,
  created_at timestamptz not null default now()
);
create index notices_created_idx on notices (created_at desc, id desc);

create table notice_companies (
  notice_id integer not null references notices(id) on delete cascade,
  company_id integer not null references companies(id) on delete cascade,
  primary key (notice_id, company_id)
);
create index notice_companies_company_idx on notice_companies (company_id);

create table notice_reads (
  notice_id integer not null references notices(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (notice_id, user_id)
);
create index notice_reads_user_idx on notice_reads (user_id);
