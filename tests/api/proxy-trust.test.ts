import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { PUBLIC_QUERIES_PER_WINDOW } from '../../server/modules/tracing/public-routes';
import { ConfigError, loadConfig } from '../../server/config';

/**
 * X-Forwarded-For names the client only when it comes from a proxy TRUST_PROXY names. Without the
 * setting no proxy is believed, so a client on the server's own host cannot be a new address per
 * request by writing the header itself (the public traceability limit was dodged that way).
 */
/** Without TRUST_PROXY (the setting left out altogether), and with nginx on the same host named. */
let direct: TestServer;
let behindNginx: TestServer;
beforeAll(async () => {
  // Own server: start-time configuration (TRUST_PROXY unset and 127.0.0.1).
  direct = await startTestServer({ TRUST_PROXY: undefined });
  behindNginx = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all([direct?.close(), behindNginx?.close()]);
});

/** One more public query than the limit allows, each claiming to come from a new address. */
async function floodWithRotatingAddresses(server: TestServer): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= PUBLIC_QUERIES_PER_WINDOW; i++) {
    const res = await fetch(new URL('/api/tracing/search?batch=NO-SUCH-BATCH', server.origin), {
      headers: { 'accept-language': 'en-US', 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe('proxy trust', () => {
  it('believes no X-Forwarded-For by default: a loopback flood with a new address per request is limited', async () => {
    const statuses = await floodWithRotatingAddresses(direct);
    expect(statuses.slice(0, PUBLIC_QUERIES_PER_WINDOW).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('believes the proxy TRUST_PROXY names (nginx on the same host): each forwarded client counts alone', async () => {
    const statuses = await floodWithRotatingAddresses(behindNginx);
    expect(statuses.every((s) => s === 404)).toBe(true);
  });

  it('reads TRUST_PROXY as a list of proxies and refuses anything else, naming the variable', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-proxy-'));
    const read = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, { dataDir, sessionSecret: 'x'.repeat(32) }).trustProxy;
    expect(read()).toBe(false);
    expect(read('')).toBe(false);
    expect(read('127.0.0.1, 10.0.0.0/8,::1,loopback,192.168.0.0/255.255.0.0')).toBe('127.0.0.1,10.0.0.0/8,::1,loopback,192.168.0.0/255.255.0.0');
    for (const bad of ['true', '*', '10.0.0.0/33', 'nginx', '127.0.0.1,']) {
      expect(() => read(bad), bad).toThrow(ConfigError);
      expect(() => read(bad), bad).toThrow(/TRUST_PROXY/);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
});
