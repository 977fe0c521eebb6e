import { registerCount, type ModbusByteOrder, type ModbusRegister } from '../../shared/contract/api/modbus';

/** The bytes of a value in big-endian (ABCD) order, from the bytes as the device sent them. */
function toBigEndian(raw: Buffer, order: ModbusByteOrder): Buffer {
  if (raw.length === 2) return order === 'BADC' || order === 'DCBA' ? Buffer.from([raw[1], raw[0]]) : raw;
  const [w, x, y, z] = raw;
  switch (order) {
    case 'ABCD': return raw;
    case 'CDAB': return Buffer.from([y, z, w, x]);
    case 'BADC': return Buffer.from([x, w, z, y]);
    case 'DCBA': return Buffer.from([z, y, x, w]);
  }
}

/**
 * The reading of one register map entry from the register bytes the device answered (two per
 * register, as sent), scaled; a coil or discrete input from its bit. Rounded to nine decimals so
 * that a scale of 0.1 does not turn 72 into 7.200000000000001.
 */
export function decodeRegister(entry: ModbusRegister, raw: Buffer | boolean): number {
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (raw.length !== registerCount(entry.function, entry.type) * 2) throw new Error(`expected ${registerCount(entry.function, entry.type) * 2} bytes, got ${raw.length}`);
  const bytes = toBigEndian(raw, entry.order);
  let value: number;
  switch (entry.type) {
    case 'int16': value = bytes.readInt16BE(0); break;
    case 'uint16': value = bytes.readUInt16BE(0); break;
    case 'int32': value = bytes.readInt32BE(0); break;
    case 'uint32': value = bytes.readUInt32BE(0); break;
    case 'float32': value = bytes.readFloatBE(0); break;
  }
  // A float's NaN or infinity stays as it is: ingest refuses it as bad_value, recorded for the owner.
  if (!Number.isFinite(value) || entry.scale === 1) return value;
  return Math.round(value * entry.scale * 1e9) / 1e9;
}
