import { useEffect, useState, type ReactNode } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall clock: date and time, redrawn once a second by one interval that is cleared on unmount. */
export function ScreenClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
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
