import net from 'node:net';
import { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ModbusFraming, ModbusRegister } from '../../shared/contract/api/modbus';
import { clientOver, readRegisterMap, type RegisterClient } from './register-reader';
import { findRegistration, registrationBytes, withoutHeartbeats, type RegistrationFormat } from './dtu-packets';

export interface DtuListenerOptions {
  format: RegistrationFormat;
  /** A DTU that has not sent its registration packet this long after connecting is closed. */
  registrationTimeoutMs: number;
  /** A DTU silent this long (no heartbeat, no answer) is closed; it connects again when it can. */
  idleTimeoutMs: number;
  /** Each Modbus request's bound. */
  requestTimeoutMs: number;
  maxConnections: number;
}

export const DEFAULT_DTU_OPTIONS: DtuListenerOptions = {
  format: 'ascii',
  registrationTimeoutMs: 10_000,
  idleTimeoutMs: 5 * 60_000,
  requestTimeoutMs: 3000,
  maxConnections: 2000,
};

/**
 * Longest first chunk read as a registration: the contract's 64 characters with a line end, four
 * times over (heartbeats that arrived with it on a busy server).
 */
const MAX_REGISTRATION_BYTES = 4 * 66;
/**
 * The shortest answer of each framing, an exception: Modbus TCP's 7 bytes of MBAP header, function
 * and code; RTU's address, function, code and CRC. Anything shorter is a heartbeat.
 */
const MIN_ANSWER_BYTES: Record<ModbusFraming, number> = { tcp: 9, rtu: 5 };

/** The device a registration packet names, the unit id its requests carry and their framing. */
export interface DtuTarget {
  deviceId: string;
  unitId: number;
  framing: ModbusFraming;
}
export type ResolveRegistration = (registration: string) => DtuTarget | undefined;

/** The Modbus side of a DTU's socket: what the client writes goes out, what `deliver` gets is read. */
class DtuChannel extends Duplex {
  constructor(private readonly socket: net.Socket) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.socket.write(chunk, done);
  }

  override _read(): void {}

  deliver(chunk: Buffer): void {
    this.push(chunk);
  }
}

interface DtuSession {
  deviceId: string;
  registration: string;
  socket: net.Socket;
  client: RegisterClient;
  channel: DtuChannel;
  /** A read is in flight: what arrives is its answer, unless it is a heartbeat. */
  busy: boolean;
}

/**
 * The port DTUs connect out to (MODBUS_DTU_PORT). A DTU's first packet is its registration packet
 * (the device's registration string, docs/operations.md), which picks the device; a second
 * connection with the same registration replaces the first (a DTU that reconnected before its old
 * socket timed out). After that the server reads the device's registers over the socket when the
 * poller asks (readMap), framed as the device's settings say (Modbus TCP or RTU); a packet arriving
 * while no read is in flight, shorter than any answer, or equal to the registration packet is a
 * heartbeat and is skipped. Heartbeats keep the socket, not the
 * device, alive: only answered reads are readings, so a DTU whose meter stopped answering goes offline.
 */
export class DtuListener {
  private readonly sessions = new Map<string, DtuSession>();
  private server: net.Server | null = null;

  constructor(
    private readonly resolve: ResolveRegistration,
    private readonly log: FastifyBaseLogger,
    private readonly options: DtuListenerOptions = DEFAULT_DTU_OPTIONS,
  ) {}

  async listen(port: number, host: string): Promise<number> {
    const server = net.createServer((socket) => this.accept(socket));
    server.maxConnections = this.options.maxConnections;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    this.log.info({ port: actual }, 'modbus DTU listener listening');
    return actual;
  }

  connected(deviceId: string): boolean {
    return this.sessions.has(deviceId);
  }

  /** Reads a device's map over its DTU's socket; rejects when none is connected or it does not answer. */
  async readMap(deviceId: string, registers: readonly ModbusRegister[]): Promise<Record<string, number>> {
    const session = this.sessions.get(deviceId);
    if (!session) throw new Error('no DTU connected for this device');
    if (session.busy) throw new Error('a read is already in flight');
    session.busy = true;
    try {
      return await readRegisterMap(session.client, registers);
    } finally {
      session.busy = false;
    }
  }

  /** Closes a device's DTU socket (its settings changed or were removed): it registers again under the new ones. */
  drop(deviceId: string): void {
    this.sessions.get(deviceId)?.socket.destroy();
  }

  private accept(socket: net.Socket): void {
    const address = socket.remoteAddress ?? '';
    socket.setNoDelay(true);
    socket.on('error', (error) => this.log.debug({ err: error, address }, 'modbus DTU socket error'));
    socket.setTimeout(this.options.registrationTimeoutMs, () => socket.destroy());
    socket.once('data', (chunk: Buffer) => {
      const found = chunk.length <= MAX_REGISTRATION_BYTES ? findRegistration(chunk, this.options.format, this.resolve) : undefined;
      if (!found) {
        this.log.debug({ address, bytes: chunk.length }, 'modbus DTU refused: unknown registration packet');
        socket.destroy();
        return;
      }
      this.register(socket, found.registration, found.target);
    });
  }

  private register(socket: net.Socket, registration: string, { deviceId, unitId, framing }: DtuTarget): void {
    this.sessions.get(deviceId)?.socket.destroy();
    const channel = new DtuChannel(socket);
    const client = clientOver(channel, framing, unitId, this.options.requestTimeoutMs, true);
    const session: DtuSession = { deviceId, registration, socket, channel, busy: false, client };
    this.sessions.set(deviceId, session);
    socket.setTimeout(this.options.idleTimeoutMs, () => socket.destroy());
    const packet = registrationBytes(registration, this.options.format);
    socket.on('data', (chunk: Buffer) => {
      // A heartbeat (the registration packet again) may come glued to an answer's front or back.
      const answer = withoutHeartbeats(chunk, packet);
      const heartbeat = !session.busy || answer.length < MIN_ANSWER_BYTES[framing];
      if (!heartbeat) channel.deliver(answer);
    });
    socket.once('close', () => {
      channel.destroy();
      if (this.sessions.get(deviceId) === session) this.sessions.delete(deviceId);
      this.log.info({ deviceId }, 'modbus DTU disconnected');
    });
    this.log.info({ deviceId, address: socket.remoteAddress }, 'modbus DTU registered');
  }

  async close(): Promise<void> {
    for (const session of this.sessions.values()) session.socket.destroy();
    this.sessions.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
