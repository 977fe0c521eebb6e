import type { DropReason } from '../ingest/parse';
import type { UpChannel } from './topics';

/** Why the broker refused a device's message before it reached ingest. */
export type BrokerRefusal = Extract<DropReason, 'wrong_topic' | 'payload_too_large'>;

/** What the MQTT layer needs from the rest of the server, whichever broker carries the messages. */
export interface DeviceHandlers {
  /** Whether username/password are a device's id and secret. */
  authenticate(deviceId: string, password: string): boolean;
  /** Resolves when the message is committed or dropped; rejects when it could not be stored. */
  telemetry(deviceId: string, payload: Buffer): Promise<void>;
  /** Connection state (embedded broker) or a message on devices/{id}/status. */
  presence(deviceId: string, status: 'online' | 'offline'): void;
  message(deviceId: string, channel: Exclude<UpChannel, 'telemetry' | 'status'>, payload: Buffer): void;
  /** A message the broker acknowledged and dropped: counted and recorded for the device's owner. */
  refused(deviceId: string, reason: BrokerRefusal, detail: string, payload: Buffer): void;
}

/** The broker as the server uses it: where devices connect, and a way to publish down to them. */
export interface MqttTransport {
  /** The embedded broker's TCP port; null with an external broker. */
  port: number | null;
  publish(topic: string, payload: Buffer, qos: 0 | 1): Promise<void>;
  close(): Promise<void>;
}
