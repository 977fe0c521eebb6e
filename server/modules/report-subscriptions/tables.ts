import type { Generated } from 'kysely';

/** The tables of migration 0320. */
declare module '../../db/types' {
  interface DB {
    report_subscriptions: {
      id: Serial;
      user_id: number;
      tenant_id: number;
      kind: 'device' | 'site' | 'aqi' | 'pollution';
      period: 'day' | 'week' | 'month';
      device_id: string | null;
      site_id: number | null;
      deliver_at: 'midnight' | 'morning';
      email: string;
      lang: 'zh-CN' | 'en-US';
      created_at: Generated<Date>;
    };
    report_deliveries: {
      id: Serial;
      subscription_id: number;
      period_start: Timestamp;
      period_end: Timestamp;
      status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
      attempts: Generated<number>;
      next_attempt_at: Timestamp;
      last_error: string | null;
      sent_at: Date | null;
      created_at: Generated<Date>;
    };
  }
}
