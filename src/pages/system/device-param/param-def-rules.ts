/** The server's param_key rule (server/modules/device-params/schemas.ts): it names a telemetry value. */
export const PARAM_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
export const PARAM_KEY_MAX = 32;
export const PARAM_TYPES = ['float', 'switch', 'boolean'] as const;

export interface ParamDefValues {
  param_key: string;
  param_name: string;
  param_name_en?: string | null;
  param_type: (typeof PARAM_TYPES)[number];
  param_unit?: string | null;
  icon_key?: string | null;
  status: 0 | 1;
  desc?: string | null;
}

const orNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** The body the definition form sends: trimmed, empty optional text as null. */
export function defInput(values: ParamDefValues): ParamDefValues {
  return {
    param_key: values.param_key.trim(),
    param_name: values.param_name.trim(),
    param_name_en: orNull(values.param_name_en),
    param_type: values.param_type,
    param_unit: orNull(values.param_unit),
    icon_key: orNull(values.icon_key),
    status: values.status,
    desc: orNull(values.desc),
  };
}
