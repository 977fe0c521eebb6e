import { afterAll, beforeAll } from 'vitest';

/**
 * Setup file of the api project. Its files share a worker process one after another (isolate:
 * false, vitest.config.ts), so a setting one file puts in process.env for its own server (SMTP_URL,
 * QWEATHER_KEY, DATA_DIR...) must not reach the next file's: the environment is put back as it
 * was when the file started, whatever the file forgot to remove or replaced.
 */
let env: NodeJS.ProcessEnv = process.env;
let saved: NodeJS.ProcessEnv = {};
beforeAll(() => {
  env = process.env;
  saved = { ...process.env };
});
afterAll(() => {
  process.env = env;
  for (const key of Object.keys(env)) if (!(key in saved)) delete env[key];
  Object.assign(env, saved);
});
