import type { Generated } from 'kysely';

/** Migration 0240: one row per SMS or phone-call message of a rule, charged or fallen back. */
declare module '../../db/types' {
  interface DB {
    notification_charges: {
      id: Generated<number>;
      tenant_id: number;
      rule_id: number | null;
      channel: 'sms' | 'phone';
      recipient: string;
      charged: boolean;
      created_at: Generated<Date>;
    };
  }
}

export {};
