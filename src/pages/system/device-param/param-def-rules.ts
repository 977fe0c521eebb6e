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

/**
 * Which of the two names the form requires: the one in the user's language. The other may stay
 * blank: a definition without a Chinese name shows its English name in Chinese, one without an
 * English name its Chinese name in English.
 */
export function requiredName(lang: string): 'param_name' | 'param_name_en' {
  return lang === 'en-US' ? 'param_name_en' : 'param_name';
}

/**
 * The body the definition form sends: trimmed, empty optional text as null. param_name (the
 * Chinese name, which the server requires) falls back to the English name when left blank.
 */
export function defInput(values: ParamDefValues): ParamDefValues {
  const english = orNull(values.param_name_en);
  return {
    param_key: values.param_key.trim(),
    param_name: orNull(values.param_name) ?? english ?? '',
    param_name_en: english,
    param_type: values.param_type,
    param_unit: orNull(values.param_unit),
    icon_key: orNull(values.icon_key),
    status: values.status,
    desc: orNull(values.desc),
  };
}

/**
 * The form values of a stored definition. A Chinese name equal to the English one was filled in
 * from it (defInput), so the Chinese field shows blank: saving it unchanged gives the same names.
 */
export function defFormValues(def: ParamDefValues): ParamDefValues {
  const fallback = def.param_name_en !== null && def.param_name_en !== undefined && def.param_name === def.param_name_en;
  return { ...def, param_name: fallback ? '' : def.param_name };
}
