import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AlarmPush, ChatPush, StatusPush, TelemetryPush } from '../../shared/contract/socket-events';

/**
 * In-process events of the live data path. Ingest emits `reading` after a batch is committed,
 * the broker layer emits `status`, alarm evaluation emits `alarm`; push, the rule engine and the
 * message center listen. Payloads are plain data so listeners never reach into ingest.
 */

/**
 * A committed reading: the `telemetry` push body (values calibrated by param_key, `invalid` the
 * param_keys outside startValue..endValue, stored flagged) and the device's company.
 */
export type ReadingEvent = TelemetryPush & { tenantId: number };

/** A device went online or offline; pushed as it is (`status`). */
export type StatusEvent = StatusPush;

/** An alarm raised, notified, acknowledged or cleared; pushed as it is (`alarm`). */
export type AlarmEvent = AlarmPush;

/** Down to a device: the MQTT layer publishes it on devices/{deviceId}/{channel}. */
export interface CommandEvent {
  deviceId: string;
  channel: 'command' | 'p2p';
  payload: unknown;
}

/** Up from a device on devices/{deviceId}/reply or devices/{deviceId}/p2p (not telemetry). */
export interface DeviceMessageEvent {
  deviceId: string;
  channel: 'reply' | 'p2p';
  payload: unknown;
  ts: number;
}

/** A reading produced inside the server (AI recognition, manual tools) that ingest treats like MQTT telemetry. */
export interface TelemetryInEvent {
  deviceId: string;
  ts?: number;
  values: Record<string, number | boolean>;
}

/**
 * Who may see what changed (logout, password, bindings, access codes, company lock, device moved
 * or deleted). Push re-checks the sockets named here at once: by session, by user, by the users
 * of a company (and agents, who may manage it), or by the devices they watch. Emit after commit.
 */
export interface RightsEvent {
  sessionIds?: string[];
  userIds?: number[];
  companyId?: number;
  deviceIds?: string[];
}

/**
 * An incident changed (committed): the escalation ladder starts or stops on it, push tells the
 * bell and the big screens (issue 36).
 */
export interface IncidentEvent {
  type: 'opened' | 'updated' | 'acknowledged' | 'resolved';
  incidentId: number;
  tenantId: number;
  siteId: number | null;
  severity: 'critical' | 'major' | 'minor';
  /**
   * On 'opened' and 'updated': the rule whose firing this join was. Its ladder, if it has one, is
   * the one the incident climbs (escalation). Not pushed to sockets.
   */
  ruleId?: number;
}

type Events = {
  reading: [ReadingEvent];
  status: [StatusEvent];
  alarm: [AlarmEvent];
  command: [CommandEvent];
  deviceMessage: [DeviceMessageEvent];
  telemetryIn: [TelemetryInEvent];
  /** A device's parameter configuration or enabled state changed: caches must reload it. */
  config: [{ deviceId: string }];
  /** Devices were added together (a fleet import, committed): caches load them in bulk. */
  devicesAdded: [{ deviceIds: string[] }];
  rights: [RightsEvent];
  /** A customer-service conversation changed (committed); pushed as it is (`chat`) to its two sides. */
  chat: [ChatPush];
  incident: [IncidentEvent];
};

export class TelemetryBus extends EventEmitter<Events> {
  constructor() {
    super();
    // Push, rules, alarms, notices and tests all listen; the default of 10 would warn spuriously.
    this.setMaxListeners(100);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: TelemetryBus;
  }
}

/** Provides app.bus; needs nothing. Listeners are removed when the app closes. */
export const busPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = new TelemetryBus();
    app.decorate('bus', bus);
    app.addHook('onClose', async () => {
      bus.removeAllListeners();
    });
  },
  { name: 'bus' },
);
