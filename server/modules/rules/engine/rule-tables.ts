import type { ColumnType, Generated } from 'kysely';
import type { ActionResult, FireCause, RuleAction, Trigger } from '../../../../shared/contract/rule-types';

type Json<T> = ColumnType<T, string, string>;

/** Tables of migration 0030 that the rule engine and the rules module share. */
declare module '../../../db/types' {
  interface DB {
    rules: {
      id: Generated<number>;
      tenant_id: number;
      name: string;
      description: string | null;
      triggers: Json<Trigger[]>;
      actions: Json<RuleAction[]>;
      delay_s: Generated<number>;
      warning_interval_s: Generated<number>;
      notify_users: ColumnType<number[], string | undefined, string>;
      enabled: Generated<boolean>;
      last_fired_at: Timestamp | null;
      created_by: number | null;
      created_at: Timestamp;
      updated_at: Timestamp;
    };
    rule_history: {
      id: Generated<number>;
      rule_id: number;
      tenant_id: number;
      fired_at: Timestamp;
      manual: Generated<boolean>;
      cause: Json<FireCause>;
      results: Json<ActionResult[]>;
    };
    /** Migration 0295: the nights a forecast trigger has fired for on a pond (once per night). */
    rule_forecast_firings: {
      rule_id: number;
      device_id: string;
      night: Timestamp;
      fired_at: Generated<Date>;
    };
  }
}

export {};
