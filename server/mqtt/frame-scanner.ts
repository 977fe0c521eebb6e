import { MAX_SKIPPED_TOPIC_BYTES } from './broker-limits';

/** MQTT control packet type 1: CONNECT, the only packet a connection may start with. */
const CONNECT = 1;
/** Type 3: PUBLISH, the only packet above the size bound that is skipped instead of refused. */
const PUBLISH = 3;
/** The remaining length is a variable-length integer of at most four bytes (MQTT 3.1.1, 2.2.3). */
const MAX_LENGTH_BYTES = 4;

/** A PUBLISH above the size bound, skipped unbuffered: what acknowledging and recording it needs. */
export interface SkippedPublish {
  topic: string;
  qos: 0 | 1 | 2;
  /** The packet identifier (QoS 1 and 2). */
  messageId?: number;
  /** The size of its payload, from its declared length. */
  payloadBytes: number;
}

/** Why the stream must be refused, or the bytes to pass on and the PUBLISHes skipped. */
export type ScanResult = { problem: string } | { forward: Buffer; skipped: SkippedPublish[] };

/** The start of a skipped PUBLISH's variable header: topic length, topic, packet id. */
interface SkipState {
  qos: 0 | 1 | 2;
  bytes: number;
  head: Buffer;
  filled: number;
  needed: number;
}

/**
 * Follows MQTT packet boundaries in a byte stream by reading only the fixed headers, so a
 * packet's declared size is known before its body is buffered anywhere. mqtt-packet's parser
 * has no size limit of its own: it buffers a declared 200 MB body until it is complete.
 *
 * A packet above the bound refuses the stream, except, when asked, a PUBLISH: its fixed header
 * and body are cut out of what is passed on (only its topic and packet id are read), so the
 * connection can acknowledge it and go on. Closing instead locked a device out: its client sent
 * the unacknowledged message again at every reconnect. A fixed header split across chunks is held
 * back until its length is known, so no byte of a skipped packet is ever passed on.
 */
export class FrameScanner {
  private state: 'type' | 'length' | 'body' | 'skip' = 'type';
  private first = true;
  private packets = 0;
  private type = 0;
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private bodyLeft = 0;
  private held: Buffer | null = null;
  private skip: SkipState | null = null;

  /** Whether the first packet (the CONNECT) has arrived whole. */
  get connectReceived(): boolean {
    return this.packets > 0;
  }

  /** Reads a chunk; every packet must fit `maxLength`, PUBLISHes aside when `skipOversizePublish`. */
  scan(chunk: Buffer, maxLength: number, skipOversizePublish = false): ScanResult {
    const pieces: Buffer[] = [];
    const skipped: SkippedPublish[] = [];
    let runStart = 0; // the first byte of the chunk not yet passed on or cut out
    let headerStart = this.state === 'length' ? -1 : 0; // -1: the fixed header began in `held`
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'body' || this.state === 'skip') {
        const n = Math.min(this.bodyLeft, chunk.length - i);
        if (this.state === 'skip') {
          const problem = this.readHead(chunk.subarray(i, i + n));
          if (problem) return { problem };
          runStart = i + n;
        }
        this.bodyLeft -= n;
        i += n;
        if (this.bodyLeft === 0) {
          if (this.state === 'skip') skipped.push(this.skippedPublish());
          this.endPacket();
        }
        continue;
      }
      const byte = chunk[i++];
      if (this.state === 'type') {
        if (this.first && byte >> 4 !== CONNECT) return { problem: 'first packet is not CONNECT' };
        this.first = false;
        this.type = byte;
        headerStart = i - 1;
        this.state = 'length';
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
        continue;
      }
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      this.lengthBytes++;
      const skippable = skipOversizePublish && this.type >> 4 === PUBLISH;
      if (this.length > maxLength && !skippable) return { problem: `packet of ${this.length} bytes declared, limit ${maxLength}` };
      if (byte & 0x80) {
        if (this.lengthBytes >= MAX_LENGTH_BYTES) return { problem: 'malformed remaining length' };
        continue;
      }
      if (this.length > maxLength) {
        const problem = this.startSkip();
        if (problem) return { problem };
        if (headerStart > runStart) pieces.push(chunk.subarray(runStart, headerStart));
        this.held = null;
        runStart = i;
        continue;
      }
      if (this.held) {
        pieces.push(this.held);
        this.held = null;
      }
      this.bodyLeft = this.length;
      if (this.length > 0) this.state = 'body';
      else this.endPacket();
    }
    if (this.state === 'length') {
      const start = Math.max(headerStart, 0);
      if (start > runStart) pieces.push(chunk.subarray(runStart, start));
      const rest = Buffer.from(chunk.subarray(start));
      this.held = this.held ? Buffer.concat([this.held, rest]) : rest;
    } else if (runStart < chunk.length) {
      pieces.push(runStart === 0 ? chunk : chunk.subarray(runStart));
    }
    const forward = pieces.length === 1 ? pieces[0] : Buffer.concat(pieces);
    return { forward, skipped };
  }

  private startSkip(): string | null {
    const qos = (this.type >> 1) & 3;
    if (qos === 3) return 'malformed PUBLISH (QoS 3)';
    this.skip = { qos: qos as 0 | 1 | 2, bytes: this.length, head: Buffer.alloc(2 + MAX_SKIPPED_TOPIC_BYTES + 2), filled: 0, needed: 2 };
    this.bodyLeft = this.length;
    this.state = 'skip';
    return null;
  }

  /** Copies the start of a skipped PUBLISH's variable header until its topic and packet id are read. */
  private readHead(bytes: Buffer): string | null {
    const skip = this.skip!;
    let offset = 0;
    while (skip.filled < skip.needed && offset < bytes.length) {
      const n = Math.min(skip.needed - skip.filled, bytes.length - offset);
      bytes.copy(skip.head, skip.filled, offset, offset + n);
      skip.filled += n;
      offset += n;
      if (skip.filled === 2 && skip.needed === 2) {
        const topicLength = skip.head.readUInt16BE(0);
        if (topicLength > MAX_SKIPPED_TOPIC_BYTES) return `oversize PUBLISH with a topic of ${topicLength} bytes`;
        skip.needed = 2 + topicLength + (skip.qos > 0 ? 2 : 0);
      }
    }
    return null;
  }

  private skippedPublish(): SkippedPublish {
    const { qos, bytes, head, needed } = this.skip!;
    this.skip = null;
    const topicEnd = qos > 0 ? needed - 2 : needed;
    const publish: SkippedPublish = { topic: head.toString('utf8', 2, topicEnd), qos, payloadBytes: bytes - needed };
    if (qos > 0) publish.messageId = head.readUInt16BE(topicEnd);
    return publish;
  }

  private endPacket(): void {
    this.state = 'type';
    this.packets++;
  }
}
