/**
 * Under `npm start` the wrapper holds the console's port with a "starting" page until the server is
 * ready (scripts/hold-port.mjs). Just before listening, the server asks for it over the IPC channel
 * and waits until the wrapper has let go. Without a held port (tests, a deployment that runs
 * server/main.ts itself) this returns at once.
 */

/** A wrapper that does not answer in this time has no port to give; listening then says what is wrong. */
const RELEASE_WAIT_MS = 10_000;

export async function takeHeldPort(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.SMARTMON_PORT_HELD !== '1' || !process.send) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve();
    };
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'smartmon:port-released') done();
    };
    const timer = setTimeout(done, RELEASE_WAIT_MS);
    process.on('message', onMessage);
    process.send!({ type: 'smartmon:release-port' });
  });
}
