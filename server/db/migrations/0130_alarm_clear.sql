-- Data alarms (issue 17, /data/alarm 7002): an operator may clear an alarm by hand. cleared_by
-- names who did; it stays null when the engine cleared the alarm because readings came back in
-- range (or a sensor read sensibly again), so the history can tell the two apart.
alter table alarms add column cleared_by integer references users(id) on delete set null;
