import net from 'node:net';
import type { Duplex } from 'node:stream';
import { ModbusTCPClient } from 'jsmodbus';
import { registerCount, type ModbusRegister } from '../../shared/contract/api/modbus';
import { decodeRegister } from './register-decode';

/** The one thing the poller needs of a Modbus client (jsmodbus's, over a socket or a DTU's channel). */
export type RegisterClient = Pick<ModbusTCPClient, 'readCoils' | 'readDiscreteInputs' | 'readHoldingRegisters' | 'readInputRegisters'>;

/** What one map entry's read answers: the register bytes as sent, or a coil's bit. */
async function readEntry(client: RegisterClient, entry: ModbusRegister): Promise<Buffer | boolean> {
  const count = registerCount(entry.function, entry.type);
  switch (entry.function) {
    case 1: return Boolean((await client.readCoils(entry.address, 1)).response.body.valuesAsArray[0]);
    case 2: return Boolean((await client.readDiscreteInputs(entry.address, 1)).response.body.valuesAsArray[0]);
    case 3: return (await client.readHoldingRegisters(entry.address, count)).response.body.valuesAsBuffer.subarray(0, count * 2);
    case 4: return (await client.readInputRegisters(entry.address, count)).response.body.valuesAsBuffer.subarray(0, count * 2);
  }
}

/**
 * Reads a device's register map, one request per entry in turn (a Modbus link answers one request
 * at a time), into the values of one telemetry message. Any entry unanswered fails the whole read,
 * as ingest refuses a message of which any part is bad: a device never has half a reading.
 */
export async function readRegisterMap(client: RegisterClient, registers: readonly ModbusRegister[]): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  for (const entry of registers) values[entry.param_key] = decodeRegister(entry, await readEntry(client, entry));
  return values;
}

/**
 * Reads a device reachable by address: connects (bounded by `timeoutMs`), reads the map with
 * each request bounded by `timeoutMs`, and closes, so an idle device holds no socket here.
 */
export async function readOverTcp(
  target: { host: string; port: number; unitId: number; registers: readonly ModbusRegister[] },
  timeoutMs: number,
): Promise<Record<string, number>> {
  const socket = new net.Socket();
  // Made before connecting: the client counts the link online from the socket's 'connect'.
  const client = new ModbusTCPClient(socket, target.unitId, timeoutMs);
  let failure: Error | null = null;
  // Kept for the socket's life: an error after the connect (a reset) fails the request in flight, not the process.
  socket.on('error', (error) => { failure ??= error; });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`connect to ${target.host}:${target.port} timed out`)), timeoutMs);
      socket.once('close', () => { clearTimeout(timer); reject(failure ?? new Error('connection closed')); });
      socket.connect(target.port, target.host, () => { clearTimeout(timer); resolve(); });
    });
    return await readRegisterMap(client, target.registers);
  } finally {
    socket.destroy();
  }
}

/** Makes a jsmodbus client usable over a stream that did not just connect (a DTU's socket, wrapped). */
export function clientOver(stream: Duplex, unitId: number, timeoutMs: number): ModbusTCPClient {
  const client = new ModbusTCPClient(stream as never, unitId, timeoutMs);
  stream.emit('connect');
  return client;
}
