import { describe, expect, it } from 'vitest';
import { fromAnotherSite, handshakeFromAnotherSite } from './cross-site-guard';

describe('fromAnotherSite', () => {
  it('goes by Sec-Fetch-Site when the browser sends it, whatever the Origin says', () => {
    expect(fromAnotherSite({ 'sec-fetch-site': 'same-origin', origin: 'https://attacker.example' }, 'console.example.com')).toBe(false);
    expect(fromAnotherSite({ 'sec-fetch-site': 'none' }, 'console.example.com')).toBe(false);
    expect(fromAnotherSite({ 'sec-fetch-site': 'same-site', origin: 'https://console.example.com' }, 'console.example.com')).toBe(true);
    expect(fromAnotherSite({ 'sec-fetch-site': 'cross-site' }, 'console.example.com')).toBe(true);
  });

  it("compares the Origin's host with this server's, the port only where the host names one", () => {
    expect(fromAnotherSite({ origin: 'http://192.168.1.10:7002' }, '192.168.1.10:7002')).toBe(false);
    expect(fromAnotherSite({ origin: 'http://192.168.1.10:7003' }, '192.168.1.10:7002')).toBe(true);
    expect(fromAnotherSite({ origin: 'https://Console.Example.com:8443' }, 'console.example.com')).toBe(false);
    expect(fromAnotherSite({ origin: 'http://[::1]:7002' }, '[::1]:7002')).toBe(false);
    expect(fromAnotherSite({ origin: 'http://[::2]:7002' }, '[::1]:7002')).toBe(true);
    expect(fromAnotherSite({ origin: 'https://console.example.com.attacker.example' }, 'console.example.com')).toBe(true);
  });

  it('refuses an opaque or unreadable Origin, and takes a request with neither header (not a browser)', () => {
    expect(fromAnotherSite({ origin: 'null' }, 'console.example.com')).toBe(true);
    expect(fromAnotherSite({ origin: 'not a url' }, 'console.example.com')).toBe(true);
    expect(fromAnotherSite({ origin: 'https://console.example.com' }, '')).toBe(true);
    expect(fromAnotherSite({}, 'console.example.com')).toBe(false);
  });
});

describe('handshakeFromAnotherSite', () => {
  it("takes a socket of the console's own pages, directly or behind a proxy, and refuses another site's", () => {
    expect(handshakeFromAnotherSite({ host: '127.0.0.1:7002', origin: 'http://127.0.0.1:7002' })).toBe(false);
    expect(handshakeFromAnotherSite({ host: 'app:7002', 'x-forwarded-host': 'farm.example.cn', origin: 'https://farm.example.cn' })).toBe(false);
    expect(handshakeFromAnotherSite({ host: '127.0.0.1:7002', origin: 'https://evil.example' })).toBe(true);
    expect(handshakeFromAnotherSite({ host: 'farm.example.cn', origin: 'https://farm.example.cn', 'sec-fetch-site': 'same-site' })).toBe(true);
    // A device or a script with no Origin is not a page.
    expect(handshakeFromAnotherSite({ host: '127.0.0.1:7002' })).toBe(false);
  });
});
