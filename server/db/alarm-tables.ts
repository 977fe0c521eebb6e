import type { Generated } from 'kysely';

/**
 * Tables several domains read: alarms, message-center notices and their read marks (migration
 * 0021), and the alarm contacts rules send to. Declared here, not in one domain, so the others
 * need not reach inside it.
 */
declare module './types' {
  interface DB {
    alarm_contacts: {
      id: Serial;
      tenant_id: number;
      name: string;
      phone: string;
      wechat: string | null;
      email: string | null;
      created_at: Timestamp;
    };
    alarms: {
      id: Generated<number>;
      device_id: string;
      tenant_id: number;
      param_key: string | null;
      /** forecast: a hypoxia forecast (migration 0295), beside the warning or fault of the same parameter. */
      kind: 'warning' | 'fault' | 'forecast';
      direction: 'high' | 'low' | 'offline';
      value: number | null;
      threshold: number | null;
      raised_at: Timestamp;
      last_value: number | null;
      last_ts: Timestamp | null;
      notify_count: Generated<number>;
      last_notified_at: Timestamp | null;
      acked_at: Timestamp | null;
      acked_by: number | null;
      cleared_at: Timestamp | null;
      /** Who cleared it by hand (migration 0130); null when the engine cleared it. */
      cleared_by: Generated<number | null>;
    };
    alarm_notices: {
      id: Generated<number>;
      tenant_id: number;
      count: number;
      items: unknown;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
    };
    alarm_notice_reads: { user_id: number; notice_id: number; read_at: Generated<Date> };
  }
}

export {};
