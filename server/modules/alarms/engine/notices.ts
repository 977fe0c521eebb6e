import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { AlarmEvent } from '../../../telemetry/bus';
import type { DeviceRegistry } from '../../../ingest/device-registry';
import type { NoticeItem } from '../../../../shared/contract/api/alarms';
import { KeyedQueue } from './keyed-queue';
import '../../../db/alarm-tables';

/** Alarms of one tenant raised within this window of the first one share one message-center notice. */
export const NOTICE_WINDOW_MS = 10_000;

/**
 * What a notice stores of each alarm when it is raised; the message center adds the rest from the
 * alarm's row as it reads (service.findNotices), so notices stored before that rest was sent read the same.
 */
export type StoredNoticeItem = Omit<NoticeItem, 'name_en' | 'unit' | 'direction' | 'threshold'>;

/**
 * The message center's feed: the first alarm of a tenant opens a notice at once (so a lone alarm
 * is not delayed), and alarms raised in the next NOTICE_WINDOW_MS join it. A burst across many
 * devices is therefore one notice listing them, not one message each.
 */
export class NoticeGrouper {
  private readonly open = new Map<number, { id: number; until: number }>();
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly registry: DeviceRegistry,
    private readonly log: FastifyBaseLogger,
    private readonly windowMs = NOTICE_WINDOW_MS,
  ) {}

  onAlarm(event: AlarmEvent): void {
    if (event.state !== 'raised') return;
    void this.queue
      .run(String(event.tenantId), () => this.add(event))
      .catch((error: unknown) => this.log.error({ err: error }, 'message-center notice failed'));
  }

  private async add(event: AlarmEvent): Promise<void> {
    const device = this.registry.get(event.deviceId);
    const param = event.paramKey ? device?.params.get(event.paramKey) : undefined;
    const item: StoredNoticeItem = {
      alarmId: event.alarmId,
      device_id: event.deviceId,
      device_name: device?.name ?? event.deviceId,
      param_key: event.paramKey,
      name: param?.name ?? null,
      kind: event.kind,
      value: event.value,
      ts: event.ts,
    };
    const now = Date.now();
    const current = this.open.get(event.tenantId);
    if (current && now < current.until) {
      await sql`update alarm_notices set items = items || ${JSON.stringify([item])}::jsonb, count = count + 1, updated_at = now()
        where id = ${current.id}`.execute(this.db);
      return;
    }
    const row = await this.db
      .insertInto('alarm_notices')
      .values({ tenant_id: event.tenantId, count: 1, items: JSON.stringify([item]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.open.set(event.tenantId, { id: row.id, until: now + this.windowMs });
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }
}
