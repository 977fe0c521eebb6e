/**
 * A DTU's registration packet and heartbeats share the socket with its Modbus answers, and TCP keeps
 * no packet boundaries: on a busy server two heartbeats arrive as one chunk, or a heartbeat lands
 * glued to the front or back of an answer. These read what a chunk holds regardless of that.
 */

/** How a registration packet is read: its bytes as text (trimmed), or as upper-case hex (DTUs that send a binary id). */
export type RegistrationFormat = 'ascii' | 'hex';

export function registrationText(chunk: Buffer, format: RegistrationFormat): string {
  return format === 'hex' ? chunk.toString('hex').toUpperCase() : chunk.toString('latin1').trim();
}

/** The bytes a registration packet was sent as (without the line end a DTU may add). */
export function registrationBytes(registration: string, format: RegistrationFormat): Buffer {
  return format === 'hex' ? Buffer.from(registration, 'hex') : Buffer.from(registration, 'latin1');
}

/** The shortest unit `text` is a repeat of ("ABAB" -> "AB"); `text` itself when none. */
function repeatedUnit(text: string, step: number): string {
  for (let size = step; size <= text.length / 2; size += step) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return text;
}

/**
 * The registration a DTU's first chunk names, as `resolve` knows it: the chunk itself, or one copy of
 * it when the registration and the first heartbeats (the same packet again) arrived together.
 */
export function findRegistration<T>(chunk: Buffer, format: RegistrationFormat, resolve: (registration: string) => T | undefined) {
  const whole = registrationText(chunk, format);
  const lines = format === 'ascii' ? whole.split(/[\r\n]+/).map((line) => line.trim()).filter(Boolean) : [whole];
  const candidates = [whole, ...lines, repeatedUnit(lines[0] ?? '', format === 'hex' ? 2 : 1)];
  for (const registration of new Set(candidates)) {
    const target = registration ? resolve(registration) : undefined;
    if (target) return { registration, target };
  }
  return undefined;
}

const LINE_END = new Set([0x0d, 0x0a]);

/** `chunk` without copies of `packet` (each with the line end a DTU may send after it) at its front and back. */
export function withoutHeartbeats(chunk: Buffer, packet: Buffer): Buffer {
  if (packet.length === 0) return chunk;
  let start = 0;
  let end = chunk.length;
  for (;;) {
    if (end - start >= packet.length && chunk.subarray(start, start + packet.length).equals(packet)) {
      start += packet.length;
      while (start < end && LINE_END.has(chunk[start])) start++;
    } else break;
  }
  for (;;) {
    let tail = end;
    while (tail > start && LINE_END.has(chunk[tail - 1])) tail--;
    if (tail - start >= packet.length && chunk.subarray(tail - packet.length, tail).equals(packet)) end = tail - packet.length;
    else break;
  }
  return chunk.subarray(start, end);
}
