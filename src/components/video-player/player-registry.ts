/**
 * How many players are alive in this window, as window.__videoPlayers: a wall left open for days
 * must hold exactly as many as it shows, and the e2e tests and bench:video read the count.
 */
const live = new Set<object>();

declare global {
  interface Window {
    __videoPlayers?: number;
  }
}

function publish(): void {
  if (typeof window !== 'undefined') window.__videoPlayers = live.size;
}

export function registerPlayer(player: object): void {
  live.add(player);
  publish();
}

export function unregisterPlayer(player: object): void {
  live.delete(player);
  publish();
}

export function livePlayerCount(): number {
  return live.size;
}
