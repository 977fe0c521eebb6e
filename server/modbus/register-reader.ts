import net from 'node:net';
import type { Duplex } from 'node:stream';
import { ModbusRTUClient, ModbusTCPClient } from 'jsmodbus';
import { registerCount, type ModbusFraming, type ModbusRegister } from '../../shared/contract/api/modbus';
import { decodeRegister } from './register-decode';

type Reads = 'readCoils' | 'readDiscreteInputs' | 'readHoldingRegisters' | 'readInputRegisters';
/** The one thing the poller needs of a Modbus client (jsmodbus's of either framing, over a socket or a DTU's channel). */
export type RegisterClient = Pick<ModbusTCPClient, Reads> | Pick<ModbusRTUClient, Reads>;

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
  target: { host: string; port: number; unitId: number; framing: ModbusFraming; registers: readonly ModbusRegister[] },
  timeoutMs: number,
): Promise<Record<string, number>> {
  const socket = new net.Socket();
  let failure: Error | null = null;
  // Kept for the socket's life: an error after the connect (a reset) fails the request in flight, not the process.
  socket.on('error', (error) => { failure ??= error; });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`connect to ${target.host}:${target.port} timed out`)), timeoutMs);
      socket.once('close', () => { clearTimeout(timer); reject(failure ?? new Error('connection closed')); });
      socket.connect(target.port, target.host, () => { clearTimeout(timer); resolve(); });
    });
    return await readRegisterMap(clientOver(socket, target.framing, target.unitId, timeoutMs, true), target.registers);
  } finally {
    socket.destroy();
  }
}

/**
 * A jsmodbus client of the framing over a stream. `connected`: the stream is open already (a
 * socket once connected, a DTU's channel), so the client is told at once, as it counts a link
 * online only from an event: 'connect' for the TCP client, 'open' for the RTU one (made for serial ports).
 */
export function clientOver(stream: Duplex, framing: ModbusFraming, unitId: number, timeoutMs: number, connected = false): RegisterClient {
  const client = framing === 'rtu' ? new ModbusRTUClient(stream as never, unitId, timeoutMs) : new ModbusTCPClient(stream as never, unitId, timeoutMs);
  if (connected) stream.emit(framing === 'rtu' ? 'open' : 'connect');
  return client;
}
