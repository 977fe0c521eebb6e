/**
 * One API instance of `npm run bench:ingest -- --cluster`, as its own process: the server exactly
 * as server/main.ts builds it (configuration from the environment), plus a listener that reports
 * every committed reading to the bench over the IPC channel. Readings' `ts` is the publish time
 * (the load worker stamps it), so the bench gets publish-to-commit latency however many instances
 * there are and whichever of them took a message.
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

/** Commits are sent in small batches: one IPC message per reading would cost more than the reading. */
const REPORT_EVERY_MS = 100;

const config = loadConfig();
const app = await buildApp({ config });
let commits: number[] = [];
// Pairs: the reading's ts (publish time), the time it was committed here.
app.bus.on('reading', ({ ts }) => void commits.push(ts, Date.now()));
const timer = setInterval(() => {
  if (commits.length === 0) return;
  process.send?.({ commits });
  commits = [];
}, REPORT_EVERY_MS);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  clearInterval(timer);
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('disconnect', () => void shutdown());
await app.listen({ port: config.port, host: config.host });
