import type { Generated } from 'kysely';

/**
 * Incidents (migration 0310): read by the incident engine, the escalation ladder, the message
 * center and the big screens, so declared here rather than inside one domain.
 */
declare module './types' {
  interface DB {
    incidents: {
      id: Generated<number>;
      tenant_id: number;
      site_id: number | null;
      cause: 'site_offline' | 'flapping' | 'rule_repeat' | 'single';
      group_key: string;
      severity: 'critical' | 'major' | 'minor';
      title: string;
      title_en: string;
      status: Generated<'open' | 'acknowledged' | 'resolved'>;
      opened_at: Generated<Date>;
      last_alarm_at: Generated<Date>;
      alarm_count: Generated<number>;
      acked_at: Timestamp | null;
      acked_by: number | null;
      acked_via: 'console' | 'link' | null;
      resolved_at: Timestamp | null;
      /** Migration 0311: how long it stays open once nothing is outstanding, and since when nothing is. */
      settle_s: Generated<number>;
      quiet_since: Timestamp | null;
      /** Migration 0331: the first rule whose firing joined it; its ladder is climbed first. */
      rule_id: Generated<number | null>;
    };
    incident_alarms: { incident_id: number; alarm_id: number };
    /** Migration 0330: the devices an incident involves, by which a customer's view of incidents is cut down. */
    incident_devices: { incident_id: number; device_id: string };
    /** Migration 0311: one delivery per incident, channel, recipient and step, claimed before it is sent. */
    incident_deliveries: { incident_id: number; channel: string; recipient: string; step: Generated<number>; at: Generated<Date> };
    incident_events: {
      id: Generated<number>;
      incident_id: number;
      at: Generated<Date>;
      kind:
        | 'opened'
        | 'alarm_joined'
        | 'step_started'
        | 'delivered'
        | 'delivery_failed'
        | 'held_quiet'
        | 'acknowledged'
        | 'resolved';
      detail: Generated<unknown>;
    };
  }
}

export {};
