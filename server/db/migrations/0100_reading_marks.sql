-- Issue 17: data audit and manual entry.
--
-- `manual`: the reading was typed in on /data/manage (POST /datahis/create), not sent by the device;
-- the audit list shows it. `marked_by` / `marked_at`: an operator marked the reading valid or invalid
-- on /data/raw (POST /datahis/manageValid). While marked, `invalid` is the operator's choice and is
-- never re-derived from the reasonable range (a correction through /datahis/update keeps it).
--
-- Constant defaults and nullable columns: PostgreSQL adds them without rewriting the table, and new
-- rows cost at most a byte. No foreign key on marked_by: deleting a user must not scan telemetry,
-- and the operation log keeps who marked what by name.
alter table telemetry add column manual boolean not null default false;
alter table telemetry add column marked_by integer;
alter table telemetry add column marked_at timestamptz;
