/** MQTT control packet type 1: CONNECT, the only packet a connection may start with. */
const CONNECT = 1;
/** The remaining length is a variable-length integer of at most four bytes (MQTT 3.1.1, 2.2.3). */
const MAX_LENGTH_BYTES = 4;

/**
 * Follows MQTT packet boundaries in a byte stream by reading only the fixed headers, so a
 * packet's declared size is known before its body is buffered anywhere. mqtt-packet's parser
 * has no size limit of its own: it buffers a declared 200 MB body until it is complete.
 */
export class FrameScanner {
  private state: 'type' | 'length' | 'body' = 'type';
  private first = true;
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private bodyLeft = 0;

  /** Reads a chunk; returns why the stream must be refused, or null while every packet fits `maxLength`. */
  scan(chunk: Buffer, maxLength: number): string | null {
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'body') {
        const skip = Math.min(this.bodyLeft, chunk.length - i);
        this.bodyLeft -= skip;
        i += skip;
        if (this.bodyLeft === 0) this.state = 'type';
        continue;
      }
      const byte = chunk[i++];
      if (this.state === 'type') {
        if (this.first && byte >> 4 !== CONNECT) return 'first packet is not CONNECT';
        this.first = false;
        this.state = 'length';
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
        continue;
      }
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      this.lengthBytes++;
      if (this.length > maxLength) return `packet of ${this.length} bytes declared, limit ${maxLength}`;
      if (byte & 0x80) {
        if (this.lengthBytes >= MAX_LENGTH_BYTES) return 'malformed remaining length';
        continue;
      }
      this.bodyLeft = this.length;
      this.state = this.length > 0 ? 'body' : 'type';
    }
    return null;
  }
}
