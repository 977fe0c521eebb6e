import type { ReactNode } from 'react';
import { useClock } from '../../src/hooks/use-clock';

const pad = (n: number) => String(n).padStart(2, '0');

const SECOND_MS = 1000;

/** A wall clock: date and time, redrawn once a second by the shared clock (streams/clock.ts). */
export function ScreenClock() {
  const now = new Date(useClock(SECOND_MS));
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return (
    <div className="screen-clock" data-testid="screen-clock">
      <span>{date}</span>
      <strong>{time}</strong>
    </div>
  );
}

/** The title strip across the top of the stage: weather on the left, title, clock on the right. */
export function ScreenHeader({ title, weather }: { title: string; weather: ReactNode }) {
  return (
    <header className="screen-header" data-panel="header">
      <div className="screen-header-side">{weather}</div>
      <h1>{title}</h1>
      <div className="screen-header-side screen-header-right">
        <ScreenClock />
      </div>
    </header>
  );
}
