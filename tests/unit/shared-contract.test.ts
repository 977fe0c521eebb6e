import { describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import * as contract from '../../shared/contract/field-rules';
import { DeviceCreateSchema, DeviceFields, DeviceUpdateSchema } from '../../shared/contract/api/devices';
import { Telephone } from '../../shared/contract/api/users';
import { contactErrors } from '../../src/pages/system/alarm/contact-rules';
import { deviceFieldError } from '../../src/pages/system/devices/device-rules';
import { phoneRules } from '../../src/pages/base/users/user-rules';

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
