-- What an operation did, as a message key and its parameters (issue 16 item 6): the log shows
-- them in the reader's language. Rows written before have these null and keep their raw
-- method and path.
alter table op_log add column action text;
alter table op_log add column resource text;
alter table op_log add column name text;
