/** Channels a device publishes on (up) and the server publishes on (down). */
export type UpChannel = 'telemetry' | 'status' | 'reply' | 'p2p';
export type DownChannel = 'command' | 'p2p';

const UP: ReadonlySet<string> = new Set(['telemetry', 'status', 'reply', 'p2p']);
const TOPIC = /^devices\/([^/+#]+)\/([a-z0-9]+)$/;

/** `devices/{deviceId}/{channel}` for an up channel, else null. */
export function parseUpTopic(topic: string): { deviceId: string; channel: UpChannel } | null {
  const match = TOPIC.exec(topic);
  if (!match || !UP.has(match[2])) return null;
  return { deviceId: match[1], channel: match[2] as UpChannel };
}

export function downTopic(deviceId: string, channel: DownChannel): string {
  return `devices/${deviceId}/${channel}`;
}

/** A status payload: `online` / `offline`, or JSON `{status}`; null when neither. */
export function parseStatusPayload(payload: Buffer): 'online' | 'offline' | null {
  const text = payload.toString('utf8').trim();
  if (text === 'online' || text === 'offline') return text;
  try {
    const parsed = JSON.parse(text) as { status?: unknown };
    return parsed.status === 'online' || parsed.status === 'offline' ? parsed.status : null;
  } catch {
    return null;
  }
}

/** A reply or p2p payload: JSON when it parses, else the text. */
export function decodeMessagePayload(payload: Buffer): unknown {
  const text = payload.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
