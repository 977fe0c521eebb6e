import type { FastifyInstance } from 'fastify';
import { storeTrapPicture } from '../modules/insects';
import { INSECT_COUNT_PARAM } from '../../shared/contract/api/insects';
import { generateBoard } from './insect-boards';

/** A trap camera takes a picture this often. */
const PICTURE_EVERY_MS = 30 * 60_000;
/** On a first start, this much history of pictures (one every BACKFILL_STEP_MS) is made. */
const BACKFILL_DAYS = 7;
const BACKFILL_STEP_MS = 4 * 3_600_000;
/** Trap pictures are smaller than a counting bench frame: enough to see the insects, cheap to store. */
const PICTURE_SIZE = { width: 1280, height: 720 };
const HOUR_MS = 3_600_000;

/** More insects fly in the warm afternoon than at night, so the demo's daily chart has a shape. */
function expectedCount(at: number, deviceIndex: number): number {
  const hour = new Date(at).getUTCHours() + 8;
  const daily = 0.5 + 0.5 * Math.sin(((hour - 8) / 24) * 2 * Math.PI);
  return Math.max(3, Math.round(6 + deviceIndex * 4 + daily * 30));
}

/**
 * The simulated trap devices (every seeded device with the insect_count parameter): each uploads a
 * generated sticky-board picture on a schedule, which is counted and stored like a real upload.
 * On the first start a week of pictures is made in the background.
 */
export class SimulatedTraps {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly app: FastifyInstance) {}

  start(): void {
    this.running = this.backfill().catch((error: unknown) => this.app.log.warn({ err: error }, 'trap pictures backfill failed'));
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.round(Date.now())).catch((error: unknown) => this.app.log.warn({ err: error }, 'trap picture failed'));
    }, PICTURE_EVERY_MS);
    this.timer.unref();
  }

  private async traps(): Promise<string[]> {
    const rows = await this.app.database.db.selectFrom('device_params').select('device_id').where('param_key', '=', INSECT_COUNT_PARAM).orderBy('device_id').execute();
    return rows.map((r) => r.device_id);
  }

  private async round(at: number): Promise<void> {
    const traps = await this.traps();
    for (const [i, deviceId] of traps.entries()) {
      if (this.stopped) return;
      const board = await generateBoard({ ...PICTURE_SIZE, count: expectedCount(at, i), seed: Math.floor(at / HOUR_MS) * 31 + i });
      await storeTrapPicture(this.app, deviceId, board.jpeg, new Date(at));
    }
  }

  private async backfill(): Promise<void> {
    const any = await this.app.database.db.selectFrom('insect_pictures').select('id').limit(1).executeTakeFirst();
    if (any) return;
    const now = Date.now();
    for (let at = now - BACKFILL_DAYS * 24 * HOUR_MS; at <= now && !this.stopped; at += BACKFILL_STEP_MS) await this.round(at);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
