import type { Generated } from 'kysely';
import '../../db/incident-tables';

/** Escalation's tables (migration 0315). */
declare module '../../db/types' {
  interface DB {
    escalation_policies: {
      id: Generated<number>;
      tenant_id: number;
      site_id: number | null;
      /** Migration 0331: the rule whose incidents climb this ladder (then site_id is null). */
      rule_id: Generated<number | null>;
      name: string;
      steps: unknown;
      quiet_start: number | null;
      quiet_end: number | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
    };
    escalation_duty: {
      id: Generated<number>;
      tenant_id: number;
      user_id: number;
      weekday: number;
      start_hour: number;
      end_hour: number;
    };
    escalation_ladders: {
      incident_id: number;
      tenant_id: number;
      policy_id: number | null;
      step: Generated<number>;
      started_step: Generated<number>;
      due_at: Date;
      held_quiet: Generated<boolean>;
      state: Generated<'climbing' | 'stopped' | 'finished'>;
    };
    escalation_deliveries: {
      incident_id: number;
      step: number;
      recipient: string;
      channel: string;
      address: string;
      at: Generated<Date>;
    };
    escalation_link_uses: {
      signature: string;
      incident_id: number;
      used_at: Generated<Date>;
    };
  }
}

export {};
