import { describe, expect, it, vi } from 'vitest';
import type { TSchema } from 'typebox';
import * as contract from '../../shared/contract/field-rules';
import { DeviceCreateSchema, DeviceFields, DeviceUpdateSchema } from '../../shared/contract/api/devices';
import { Telephone } from '../../shared/contract/api/users';
import { contactErrors } from '../../src/pages/system/alarm/contact-rules';
import { deviceFieldError } from '../../src/pages/system/devices/device-rules';
import { phoneRules } from '../../src/pages/base/users/user-rules';
import { CRON_FIELDS, parseCronText, type CronRefusalKey } from '../../shared/contract/cron';
import { ORDERED_PAIRS, PARAM_CONFIG_LIMITS } from '../../shared/contract/param-limits';
import { CONFIG_FIELDS } from '../../shared/contract/api/device-params';
import { RULE_LIMITS } from '../../shared/contract/rule-types';
import { RuleCreateSchema } from '../../shared/contract/api/rules';
import { hasMessage, translate } from '../../server/i18n/messages';
import { CronError, parseCron } from '../../server/modules/rules/engine/cron';
import { checkConfig } from '../../server/modules/devices/params/service';
import '../../server/modules/rules/engine/messages';
import '../../server/modules/devices/params/messages';
import { RULE_TEXT } from '../../src/pages/system/rule/rule-text';
import '../../src/pages/system/parametr/parametr-i18n';
import { crossFieldErrors } from '../../src/pages/system/parametr/param-config-rules';
import { AppError } from '../../server/http/app-error';

/** The parameter page's strings, captured instead of loaded into the app's i18next (which needs a document). */
type Tree = { [key: string]: string | Tree };
const registered = vi.hoisted(() => [] as Record<string, Tree>[]);
vi.mock('../../src/i18n', () => ({ registerTranslations: (resources: Record<string, Tree>) => registered.push(resources) }));
const hasText = (lang: string, key: string) => {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), Object.assign({}, ...registered.map((r) => r[lang])));
  return typeof found === 'string' && found.length > 0;
};

/** The string branch of a `T | null` schema. */
/** A schema as JSON Schema; `T | null` is either a type list or an anyOf, depending on T. */
type Plain = { type?: string | string[]; pattern?: string; maxLength?: number; anyOf?: Plain[] };
const branch = (schema: TSchema, type: string) => {
  const plain = schema as unknown as Plain;
  const has = (s: Plain) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));
  return (plain.anyOf ?? [plain]).find(has);
};
const stringOf = (schema: TSchema) => branch(schema, 'string') as Required<Pick<Plain, 'pattern' | 'maxLength'>>;
const numberOf = (schema: TSchema) => branch(schema, 'number');
const patternOf = (schema: TSchema) => (schema as unknown as Plain).pattern!;

/**
 * The server's schemas and the console's forms take each rule from shared/contract/field-rules.ts:
 * the same pattern text on both sides, and the same verdict for the same inputs.
 */
describe('one set of rules on both sides', () => {
  it('device SIM number and ICCID: the server schema carries the shared pattern the form tests with', () => {
    expect(stringOf(DeviceFields.iccid)).toMatchObject({ pattern: contract.ICCID_PATTERN, maxLength: contract.ICCID_MAX });
    expect(stringOf(DeviceFields.sim_number)).toMatchObject({ pattern: contract.SIM_NUMBER_PATTERN, maxLength: contract.SIM_NUMBER_MAX });
    expect(contract.ICCID_RE.source).toBe(contract.ICCID_PATTERN);
    expect(contract.SIM_NUMBER_RE.source).toBe(contract.SIM_NUMBER_PATTERN);
    const serverIccid = new RegExp(stringOf(DeviceFields.iccid).pattern, 'u');
    const serverSim = new RegExp(stringOf(DeviceFields.sim_number).pattern, 'u');
    for (const value of ['89860', '8986041920000000001', '89860419200000000011', '8986000000000000010A', '1440abc000001', '1440012345678', '12345678901']) {
      expect(deviceFieldError('iccid', value) === null, value).toBe(serverIccid.test(value));
      expect(deviceFieldError('sim_number', value) === null, value).toBe(serverSim.test(value));
    }
  });

  it('device location: required on creation with the shared bounds, and not clearable on an edit', () => {
    expect(DeviceCreateSchema.required).toEqual(expect.arrayContaining(['longitude', 'latitude']));
    expect(numberOf(DeviceCreateSchema.properties.longitude)).toMatchObject({ minimum: contract.LONGITUDE_MIN, maximum: contract.LONGITUDE_MAX });
    expect(numberOf(DeviceCreateSchema.properties.latitude)).toMatchObject({ minimum: contract.LATITUDE_MIN, maximum: contract.LATITUDE_MAX });
    expect(numberOf(DeviceUpdateSchema.properties.newData.properties.longitude)).toMatchObject({ minimum: contract.LONGITUDE_MIN });
    expect(deviceFieldError('location', null)).toBe('devices.locationRequired');
  });

  it('phone: the users\' schema, the user form and the alarm-contact form use the one mobile pattern', () => {
    expect(patternOf(Telephone)).toBe(`^(${contract.PHONE_DIGITS})?$`);
    expect(phoneRules(((key: string) => key) as never)[0]).toMatchObject({ pattern: contract.PHONE_RE });
    const server = new RegExp(patternOf(Telephone), 'u');
    for (const phone of ['12345', '13800000000', '1380000000a', '02112345678', '19912345678']) {
      expect(contactErrors({ phone, name: 'x' }).phone === undefined, phone).toBe(server.test(phone));
      expect(contract.PHONE_RE.test(phone)).toBe(server.test(phone));
    }
  });
});

const CRON_KEYS: CronRefusalKey[] = ['cron_field_count', 'cron_field_invalid', 'cron_out_of_range', 'cron_range_inverted', 'cron_step_invalid'];

/** What moved into the contract is used by both sides: one parser, one set of limits, one vocabulary of refusals. */
describe('rule and parameter contract on both sides', () => {
  it('the rule engine refuses a timer with the contract parser\'s key, which both sides translate', () => {
    for (const [expression, key] of [['* * * *', 'cron_field_count'], ['a * * * *', 'cron_field_invalid'], ['60 * * * *', 'cron_out_of_range'], ['5-1 * * * *', 'cron_range_inverted'], ['*/0 * * * *', 'cron_step_invalid']] as const) {
      const shared = parseCronText(expression);
      expect(shared.ok ? null : shared.refusal.key).toBe(key);
      const error = (() => { try { parseCron(expression); } catch (e) { return e; } })();
      expect(error).toBeInstanceOf(CronError);
      expect((error as CronError).messageKey).toBe(key);
      expect((error as CronError).params).toEqual(shared.ok ? null : shared.refusal.params);
    }
    for (const key of CRON_KEYS) {
      expect(hasMessage(key), key).toBe(true);
      for (const lang of ['zh-CN', 'en-US'] as const) expect(RULE_TEXT[lang].rule[key], `${lang} ${key}`).toBeTruthy();
    }
    expect(CRON_FIELDS.map((f) => f.name)).toEqual(['minute', 'hour', 'day', 'month', 'weekday']);
  });

  it('the rule schema carries the contract\'s bounds', () => {
    const props = RuleCreateSchema.properties as unknown as Record<string, { minimum?: number; maximum?: number }>;
    expect(props.delay_s).toMatchObject({ minimum: 0, maximum: RULE_LIMITS.delayMax });
    expect(props.warning_interval_s).toMatchObject({ minimum: RULE_LIMITS.intervalMin, maximum: RULE_LIMITS.intervalMax });
  });

  it('parameter configuration: the schema\'s ranges are the form\'s, and each inverted pair is refused on both sides in both languages', () => {
    expect(CONFIG_FIELDS.name).toMatchObject({ maxLength: PARAM_CONFIG_LIMITS.nameMax });
    for (const field of ['period', 'maxTime', 'waitTime'] as const) {
      expect(CONFIG_FIELDS[field]).toMatchObject({ minimum: PARAM_CONFIG_LIMITS[field].min, maximum: PARAM_CONFIG_LIMITS[field].max });
    }
    for (const pair of ORDERED_PAIRS) {
      const row = { [pair.low]: 5, [pair.high]: 4 };
      const error = (() => { try { checkConfig(row); } catch (e) { return e; } })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).messageKey).toBe(`params_${pair.code}`);
      for (const lang of ['zh-CN', 'en-US'] as const) expect(translate(lang, `params_${pair.code}`)).not.toBe(`params_${pair.code}`);
      const [formError] = crossFieldErrors(row);
      expect(formError.field).toBe(pair.high);
      for (const lang of ['zh-CN', 'en-US']) expect(hasText(lang, formError.message), `${lang} ${formError.message}`).toBe(true);
    }
    expect(() => checkConfig({ min: 4, max: 4, startValue: null, endValue: 3 })).not.toThrow();
  });
});
