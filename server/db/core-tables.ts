import type { Generated } from 'kysely';

/** Tables of migration 0001 (tenancy, users, devices, parameters, logs, site configuration). */
declare module './types' {
  interface DB {
    companies: {
      id: Serial;
      name: string;
      alias: string | null;
      timezone: Generated<string>;
      is_lock: Generated<number>;
      created_at: Timestamp;
    };
    users: {
      id: Serial;
      user_name: string;
      real_name: string | null;
      pwd_hash: string;
      tenant_id: number | null;
      user_type: 'admin' | 'agent' | 'customer';
      telephone: string | null;
      email: string | null;
      department: string | null;
      screen_type: Generated<string>;
      last_sign_in_at: Timestamp | null;
      created_at: Timestamp;
    };
    devices: {
      device_id: string;
      device_name: string;
      device_type: string;
      description: string | null;
      video_channel: string | null;
      is_enable: Generated<number>;
      sim_number: string | null;
      sim_type: string | null;
      iccid: string | null;
      supplier: string | null;
      expiry_date: Timestamp | null;
      address: string | null;
      province: string | null;
      city: string | null;
      longitude: number | null;
      latitude: number | null;
      status: Generated<string>;
      remaining_flow: number | null;
      remaining_flow_simulated: Generated<boolean>;
      last_update: Timestamp | null;
      tenant_id: number;
      secret_hash: string | null;
      deleted_at: Timestamp | null;
      created_at: Timestamp;
    };
    param_defs: {
      param_key: string;
      param_name: string;
      param_name_en: string | null;
      param_type: Generated<string>;
      param_unit: string | null;
      icon_key: string | null;
      status: Generated<number>;
      desc: string | null;
    };
    device_params: {
      device_id: string;
      param_key: string;
      name: string;
      max: number | null;
      min: number | null;
      isHigh: Generated<number>;
      period: Generated<number>;
      maxTime: Generated<number>;
      startValue: number | null;
      endValue: number | null;
      waitTime: Generated<number>;
      correcting: Generated<number>;
      valuePerfectL: number | null;
      valuePerfectH: number | null;
      prompt_id: number | null;
      isOpen: Generated<number>;
    };
    login_log: {
      id: Generated<number>;
      user_name: string;
      user_id: number | null;
      ip: string | null;
      login_type: Generated<string>;
      success: boolean;
      created_at: Timestamp;
    };
    op_log: {
      id: Generated<number>;
      user_id: number | null;
      user_name: string | null;
      tenant_id: number | null;
      ip: string | null;
      method: string;
      path: string;
      target: string | null;
      /** The operation's message key and parameters (null on rows before migration 0095). */
      action: string | null;
      resource: string | null;
      name: string | null;
      status_code: number;
      success: boolean;
      created_at: Timestamp;
    };
    site_config: { key: string; value: unknown };
  }
}

export {};
