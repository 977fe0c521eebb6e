/** Channels a device publishes on (up) and the server publishes on (down). */
export type UpChannel = 'telemetry' | 'status' | 'reply' | 'p2p';
export type DownChannel = 'command' | 'p2p';

const UP_CHANNELS: readonly UpChannel[] = ['telemetry', 'status', 'reply', 'p2p'];
const UP: ReadonlySet<string> = new Set(UP_CHANNELS);
const TOPIC = /^devices\/([^/+#]+)\/([a-z0-9]+)$/;

/** `devices/{deviceId}/{channel}` for an up channel, else null. */
export function parseUpTopic(topic: string): { deviceId: string; channel: UpChannel } | null {
  const match = TOPIC.exec(topic);
  if (!match || !UP.has(match[2])) return null;
  return { deviceId: match[1], channel: match[2] as UpChannel };
}

/**
 * The up channels as MQTT 5 shared subscriptions of `group`: the broker hands each message to one
 * subscriber of the group, and delivers the topic as published (so parseUpTopic reads it as is).
 */
export function sharedSubscriptions(group: string): string[] {
  return UP_CHANNELS.map((channel) => `$share/${group}/devices/+/${channel}`);
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
