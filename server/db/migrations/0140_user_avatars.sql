-- A user's avatar (issue 26 item 3): uploaded in the personal center, cropped square and stored
-- as WebP, shown in the header and the user list. One row per user; gone with the user.
create table user_avatars (
  user_id integer primary key references users(id) on delete cascade,
  bytes bytea not null,
  etag text not null,
  updated_at timestamptz not null default now()
);
