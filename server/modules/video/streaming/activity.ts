/**
 * Shrimp activity from frame differencing: the mean absolute difference of two consecutive
 * low-resolution grayscale frames over the pond region, mapped to 0..100. The top and bottom
 * rows carry the burned-in timestamp and PTZ line and are left out, so the clock ticking is not
 * read as activity.
 */
export const ANALYSIS = { w: 64, h: 36, fps: 2 } as const;
/** The param_key the index is stored under, as telemetry of the camera's device. */
export const ACTIVITY_PARAM = 'shrimp_activity';
/** Rows left out at the top and bottom (each analysis row is 5 output pixels). */
export const OVERLAY_ROWS = 4;
/**
 * Mean absolute difference (gray levels) that reads as activity 63 (1 - 1/e of the scale).
 * Calibrated on the sim scene (docs/decisions.md, Video): motion 0 reads about 20, 0.5 about 58,
 * 0.85 about 74, with room above for a real pond in a feeding frenzy.
 */
export const ACTIVITY_SCALE = 1.2;

export const FRAME_BYTES = ANALYSIS.w * ANALYSIS.h;

/** Mean absolute difference of two gray frames over the pond region. */
export function meanAbsDiff(previous: Uint8Array, current: Uint8Array, width = ANALYSIS.w, height = ANALYSIS.h): number {
  let sum = 0;
  const from = OVERLAY_ROWS * width;
  const to = (height - OVERLAY_ROWS) * width;
  for (let i = from; i < to; i++) sum += Math.abs(current[i] - previous[i]);
  return to > from ? sum / (to - from) : 0;
}

/** 0..100, saturating smoothly so that a burst of motion does not overflow the scale. */
export function activityIndex(mad: number): number {
  if (!(mad > 0)) return 0;
  return Math.round(100 * (1 - Math.exp(-mad / ACTIVITY_SCALE)) * 10) / 10;
}

/**
 * Cuts a raw gray byte stream into frames and yields the index of each consecutive pair.
 * Chunks from a pipe do not align with frames, so the remainder is carried over.
 */
export class ActivityMeter {
  private pending: Buffer = Buffer.alloc(0);
  private previous: Uint8Array | null = null;

  push(chunk: Buffer): number[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const values: number[] = [];
    while (this.pending.length >= FRAME_BYTES) {
      const frame = new Uint8Array(this.pending.subarray(0, FRAME_BYTES));
      this.pending = this.pending.subarray(FRAME_BYTES);
      if (this.previous) values.push(activityIndex(meanAbsDiff(this.previous, frame)));
      this.previous = frame;
    }
    return values;
  }
}
