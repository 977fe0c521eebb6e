/** What a cell shows in its corner and exposes as data attributes. */
export interface PlaybackFigures {
  /** Frames decoded per second over the last sample (null before two samples). */
  fps: number | null;
  /** Times the video waited for data after it had started playing. */
  stalls: number;
  /** Frames decoded since this player was made (across reconnects). */
  frames: number;
  dropped: number;
}

/**
 * Decoded frame rate from deltas of video.getVideoPlaybackQuality(): the element's counters only
 * grow while one source is attached and restart at zero on a new one, so a drop in the counter is
 * a reconnect and starts a new baseline instead of giving a negative rate.
 */
export class FigureMeter {
  private last: { at: number; total: number; dropped: number } | null = null;
  private figures: PlaybackFigures = { fps: null, stalls: 0, frames: 0, dropped: 0 };

  sample(at: number, totalFrames: number, droppedFrames: number): PlaybackFigures {
    const last = this.last;
    this.last = { at, total: totalFrames, dropped: droppedFrames };
    if (!last || totalFrames < last.total || at <= last.at) return (this.figures = { ...this.figures, fps: last ? this.figures.fps : null });
    const frames = totalFrames - last.total;
    const fps = Math.round((frames * 10_000) / (at - last.at)) / 10;
    return (this.figures = {
      ...this.figures,
      fps,
      frames: this.figures.frames + frames,
      dropped: this.figures.dropped + Math.max(0, droppedFrames - last.dropped),
    });
  }

  stall(): PlaybackFigures {
    return (this.figures = { ...this.figures, stalls: this.figures.stalls + 1 });
  }

  get current(): PlaybackFigures {
    return this.figures;
  }
}
