import { describe, expect, it } from 'vitest';
import mqttPacket, { type Packet } from 'mqtt-packet';
import { MAX_PACKET_BYTES, MAX_SKIPPED_TOPIC_BYTES } from './broker-limits';
import { FrameScanner, type ScanResult, type SkippedPublish } from './frame-scanner';

const packet = (p: Packet) => mqttPacket.generate(p);
const connect = packet({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: true, keepalive: 60, clientId: 'c' });
const small = packet({ cmd: 'publish', topic: 'devices/A/telemetry', payload: '{"values":{"t":1}}', qos: 1, messageId: 7, retain: false, dup: false });
const ping = packet({ cmd: 'pingreq' });
const oversize = (qos: 0 | 1 | 2, topic = 'devices/A/telemetry') =>
  packet({ cmd: 'publish', topic, payload: Buffer.alloc(MAX_PACKET_BYTES + 100, 0x20), qos, messageId: qos > 0 ? 9 : undefined, retain: false, dup: false } as Packet);

/**
 * Feeds a CONNECT alone (the broker accepts it before the device sends more), then `stream` in
 * chunks of `size` bytes as a connected device's; returns what passed on (the CONNECT included)
 * and what was skipped.
 */
function feed(stream: Buffer, size: number): { forward: Buffer; skipped: SkippedPublish[]; problem?: string } {
  const scanner = new FrameScanner();
  const forward: Buffer[] = [];
  const skipped: SkippedPublish[] = [];
  const chunks = [connect];
  for (let i = 0; i < stream.length; i += size) chunks.push(stream.subarray(i, i + size));
  for (const chunk of chunks) {
    const connected = scanner.connectReceived;
    const result: ScanResult = scanner.scan(chunk, connected ? MAX_PACKET_BYTES : 8192, connected);
    if ('problem' in result) return { forward: Buffer.concat(forward), skipped, problem: result.problem };
    forward.push(result.forward);
    skipped.push(...result.skipped);
  }
  return { forward: Buffer.concat(forward), skipped };
}

describe('FrameScanner', () => {
  it('passes packets on unchanged, the chunk itself when nothing is cut', () => {
    const stream = Buffer.concat([connect, small, ping, small]);
    const result = new FrameScanner().scan(stream, MAX_PACKET_BYTES);
    expect('forward' in result && result.forward).toBe(stream);
  });

  it('cuts an oversize PUBLISH out of the stream at every chunk size, its fixed header included, and reports it', () => {
    for (const qos of [0, 1, 2] as const) {
      const stream = Buffer.concat([small, oversize(qos), ping, small]);
      for (const size of [1, 2, 3, 5, 64, 1000, 65_536, stream.length]) {
        const { forward, skipped, problem } = feed(stream, size);
        expect(problem).toBeUndefined();
        expect(forward.equals(Buffer.concat([connect, small, ping, small]))).toBe(true);
        expect(skipped).toEqual([{ topic: 'devices/A/telemetry', qos, payloadBytes: MAX_PACKET_BYTES + 100, ...(qos > 0 ? { messageId: 9 } : {}) }]);
      }
    }
  });

  it('refuses an oversize packet that is not a PUBLISH, one before CONNECT, and one whose topic is too long to read', () => {
    const subscribe = packet({ cmd: 'subscribe', messageId: 1, subscriptions: [{ topic: 'x'.repeat(MAX_PACKET_BYTES + 10), qos: 0 }] });
    expect(feed(subscribe, 4096).problem).toMatch(/declared/);
    expect(new FrameScanner().scan(oversize(1), 8192)).toEqual({ problem: 'first packet is not CONNECT' });
    const publishFirst = new FrameScanner().scan(Buffer.concat([connect, oversize(1)]), 8192, false);
    expect(publishFirst).toMatchObject({ problem: expect.stringMatching(/declared/) });
    const longTopic = `devices/A/${'x'.repeat(MAX_SKIPPED_TOPIC_BYTES)}`;
    expect(feed(oversize(1, longTopic), 4096).problem).toMatch(/topic of \d+ bytes/);
  });

  it('knows when the CONNECT has arrived whole', () => {
    const scanner = new FrameScanner();
    scanner.scan(connect.subarray(0, 5), 8192);
    expect(scanner.connectReceived).toBe(false);
    scanner.scan(connect.subarray(5), 8192);
    expect(scanner.connectReceived).toBe(true);
  });
});
