import { describe, expect, it } from 'vitest';
import { decodeRegister } from './register-decode';
import type { ModbusRegister } from '../../shared/contract/api/modbus';

const entry = (over: Partial<ModbusRegister>): ModbusRegister => ({ param_key: 'do', address: 0, function: 3, type: 'uint16', scale: 1, order: 'ABCD', ...over });

describe('decodeRegister', () => {
  it('reads 16-bit values signed and unsigned, swapping bytes for BADC and DCBA', () => {
    expect(decodeRegister(entry({ type: 'int16' }), Buffer.from([0xff, 0xfe]))).toBe(-2);
    expect(decodeRegister(entry({ type: 'uint16' }), Buffer.from([0xff, 0xfe]))).toBe(65534);
    expect(decodeRegister(entry({ type: 'uint16', order: 'BADC' }), Buffer.from([0x01, 0x02]))).toBe(0x0201);
    expect(decodeRegister(entry({ type: 'uint16', order: 'DCBA' }), Buffer.from([0x01, 0x02]))).toBe(0x0201);
    expect(decodeRegister(entry({ type: 'uint16', order: 'CDAB' }), Buffer.from([0x01, 0x02]))).toBe(0x0102);
  });

  it('reads 32-bit values in each of the four byte orders', () => {
    const big = Buffer.alloc(4);
    big.writeFloatBE(7.25);
    const [a, b, c, d] = big;
    expect(decodeRegister(entry({ type: 'float32' }), big)).toBe(7.25);
    expect(decodeRegister(entry({ type: 'float32', order: 'CDAB' }), Buffer.from([c, d, a, b]))).toBe(7.25);
    expect(decodeRegister(entry({ type: 'float32', order: 'BADC' }), Buffer.from([b, a, d, c]))).toBe(7.25);
    expect(decodeRegister(entry({ type: 'float32', order: 'DCBA' }), Buffer.from([d, c, b, a]))).toBe(7.25);
    expect(decodeRegister(entry({ type: 'int32' }), Buffer.from([0xff, 0xff, 0xff, 0xf6]))).toBe(-10);
    expect(decodeRegister(entry({ type: 'uint32', order: 'CDAB' }), Buffer.from([0x00, 0x01, 0x00, 0x02]))).toBe(0x20001);
  });

  it('scales without floating-point dust, and reads a coil as 0 or 1', () => {
    expect(decodeRegister(entry({ type: 'int16', scale: 0.1 }), Buffer.from([0x00, 72]))).toBe(7.2);
    expect(decodeRegister(entry({ function: 1 }), true)).toBe(1);
    expect(decodeRegister(entry({ function: 2 }), false)).toBe(0);
  });

  it('leaves a float NaN for ingest to refuse, and refuses a short answer', () => {
    expect(decodeRegister(entry({ type: 'float32' }), Buffer.from([0x7f, 0xc0, 0, 0]))).toBeNaN();
    expect(() => decodeRegister(entry({ type: 'int32' }), Buffer.from([0, 1]))).toThrow();
  });
});
