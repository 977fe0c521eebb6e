-- Issue 36 item 2, "per site (or rule)": a ladder may be bound to an alarm rule. An incident a rule
-- raised (or joined) climbs that rule's ladder first, else its site's, else the company's default.
alter table escalation_policies add column rule_id integer references rules(id) on delete cascade;
-- A ladder is bound to one thing: a rule, a site, or nothing (the default).
alter table escalation_policies add constraint escalation_policies_one_binding check (rule_id is null or site_id is null);
-- One ladder per rule; one per site and one default per company among the others.
drop index escalation_policies_site_idx;
create unique index escalation_policies_site_idx on escalation_policies (tenant_id, coalesce(site_id, 0)) where rule_id is null;
create unique index escalation_policies_rule_idx on escalation_policies (rule_id) where rule_id is not null;

-- The first rule whose firing joined the incident: the ladder it climbs is chosen by it.
alter table incidents add column rule_id integer references rules(id) on delete set null;
