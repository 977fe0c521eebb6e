import { Duplex } from 'node:stream';
import type net from 'node:net';
import mqttPacket from 'mqtt-packet';
import { MAX_BYTES_BEFORE_CONNECT, MAX_PACKET_BYTES } from './broker-limits';
import { FrameScanner, type SkippedPublish } from './frame-scanner';

export interface GuardedConnectionHooks {
  refused(reason: string): void;
  connected(): void;
  /** A PUBLISH above MAX_PACKET_BYTES was skipped and acknowledged. */
  skipped(publish: SkippedPublish): void;
}

/**
 * A TCP connection as the broker sees it: bytes pass through unchanged, but a packet declaring
 * more than MAX_PACKET_BYTES, a stream not starting with CONNECT, or more than
 * MAX_BYTES_BEFORE_CONNECT bytes before the CONNECT is accepted close the connection before
 * anything is buffered. Once connected, a PUBLISH above the bound is skipped instead (never
 * buffered, never seen by the broker) and acknowledged here, so the client drops it rather than
 * resending it at every reconnect. Backpressure is kept: the socket pauses while the broker has
 * not read.
 */
export class GuardedConnection extends Duplex {
  /** Set once the broker accepted the CONNECT (the device authenticated). */
  connected = false;
  private received = 0;
  private readonly scanner = new FrameScanner();

  constructor(
    private readonly socket: net.Socket,
    private readonly hooks: GuardedConnectionHooks,
  ) {
    super({ allowHalfOpen: false });
    socket.on('data', (chunk: Buffer) => this.inspect(chunk));
    socket.on('end', () => this.push(null));
    socket.on('error', (error) => this.destroy(error));
    socket.on('close', () => this.destroy());
  }

  /** Whether the CONNECT has arrived whole: a connection still without one may be crowding out others. */
  get connectReceived(): boolean {
    return this.scanner.connectReceived;
  }

  /** Called by the broker once the CONNECT is accepted: from now on packets get the larger bound. */
  markConnected(): void {
    if (this.connected) return;
    this.connected = true;
    this.hooks.connected();
  }

  private inspect(chunk: Buffer): void {
    if (this.destroyed) return;
    if (!this.connected) this.received += chunk.length;
    const result: ReturnType<FrameScanner['scan']> =
      !this.connected && this.received > MAX_BYTES_BEFORE_CONNECT
        ? { problem: `more than ${MAX_BYTES_BEFORE_CONNECT} bytes before CONNECT` }
        : this.scanner.scan(chunk, this.connected ? MAX_PACKET_BYTES : MAX_BYTES_BEFORE_CONNECT, this.connected);
    if ('problem' in result) {
      this.hooks.refused(result.problem);
      this.destroy();
      return;
    }
    const paused = result.forward.length > 0 && !this.push(result.forward);
    for (const publish of result.skipped) this.acknowledge(publish);
    if (paused) this.socket.pause();
  }

  /**
   * Answers a skipped PUBLISH as MQTT 3.1.1 allows (no reason codes): PUBACK for QoS 1, PUBREC for
   * QoS 2 (the client's PUBREL then reaches the broker, which completes it with PUBCOMP). Written
   * through this stream's own writable side, so it never splits a packet the broker is writing.
   */
  private acknowledge(publish: SkippedPublish): void {
    if (publish.qos > 0 && this.writable) {
      this.write(mqttPacket.generate({ cmd: publish.qos === 1 ? 'puback' : 'pubrec', messageId: publish.messageId }));
    }
    this.hooks.skipped(publish);
  }

  override _read(): void {
    this.socket.resume();
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.socket.write(chunk, encoding, callback);
  }

  /**
   * What was written while the connection was corked, in one socket write. mqtt-packet corks
   * around every packet it writes in pieces (a PUBACK is three) until the next tick, and the
   * PUBACKs of a committed batch are all written in one tick: without this each piece was its
   * own write(2), about a tenth of the PGlite server's CPU (bench/RESULTS.md, "Ingest toward
   * the ceiling"); with it a device gets its acknowledgements of a batch in one segment.
   */
  override _writev(chunks: Array<{ chunk: Buffer }>, callback: (error?: Error | null) => void): void {
    this.socket.write(chunks.length === 1 ? chunks[0].chunk : Buffer.concat(chunks.map((c) => c.chunk)), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.socket.end(() => callback());
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.socket.destroy();
    callback(error);
  }
}
