-- Whether devices.remaining_flow came from the demo's simulated card platform (issue 26): every
-- screen that shows the figure says so when it did.
alter table devices add column remaining_flow_simulated boolean not null default false;
