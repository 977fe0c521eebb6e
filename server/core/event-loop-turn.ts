/**
 * Resolves after one turn of the event loop (its poll phase: sockets, timers, file reads). Long
 * in-process work calls it between steps: PGlite runs inside this process and its queries resolve
 * as microtasks, so statements that follow one another never let the loop reach a socket, and the
 * server answers nothing until the work ends (issue 42).
 */
export function eventLoopTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
