import { describe, expect, it } from 'vitest';
import { CredentialBox } from './credential-box';
import { rtspInput } from './ffmpeg-input';
import { velocityOf } from './onvif-ptz';
import { loginProblem, loginsRedacted, onvifUrlProblem, rtspUrlProblem, withoutLogin } from './rtsp-address';
import { pullArgs } from './rtsp-stream';

describe('an RTSP camera address', () => {
  it('is rtsp or rtsps with a host, no login, no spaces or control characters', () => {
    for (const ok of ['rtsp://192.168.1.64:554/Streaming/Channels/101', 'RTSPS://cam.farm.local/live?channel=1&subtype=0', 'rtsp://[::1]/x']) {
      expect(rtspUrlProblem(ok), ok).toBeNull();
    }
    for (const bad of ['http://cam/x', 'file:///etc/passwd', '-i x', 'concat:rtsp://a|rtsp://b', 'rtsp://a/x -y', 'rtsp://a/\u0001', 'rtsp:///x', 'rtsp://-a/x', ' rtsp://a/x', `rtsp://a/${'x'.repeat(600)}`]) {
      expect(rtspUrlProblem(bad), bad).toBe('camera_rtsp_url_invalid');
    }
    expect(rtspUrlProblem('rtsp://admin:12345@cam/x')).toBe('camera_rtsp_url_login');
    expect(onvifUrlProblem('http://192.168.1.64/onvif/device_service')).toBeNull();
    expect(onvifUrlProblem('rtsp://cam/x')).toBe('camera_onvif_url_invalid');
    expect(loginProblem('p@ss word:/%')).toBeNull();
    expect(loginProblem('a\nb')).toBe('camera_login_invalid');
    expect(withoutLogin('rtsp://admin:1@cam:554/x')).toBe('rtsp://cam:554/x');
  });

  it("is quoted in ffmpeg's messages without its login (they reach the log and errors)", () => {
    const said = '[tcp @ 0x1] Connection refused\nrtsp://admin%40farm:p%3Ass%2Fw%40rd@127.0.0.1:39875/live: Connection refused\nRTSPS://u:p@cam/x: 401';
    const shown = loginsRedacted(said);
    expect(shown).not.toMatch(/p%3Ass|admin%40farm|u:p@/);
    expect(shown).toContain('rtsp://***@127.0.0.1:39875/live: Connection refused');
    expect(shown).toContain('RTSPS://***@cam/x');
    expect(loginsRedacted('rtsp://cam/x failed')).toBe('rtsp://cam/x failed');
  });

  it('reaches ffmpeg with the login percent-encoded, as the one value after -i, with RTSP protocols only', () => {
    const input = rtspInput('rtsp://cam:554/live', { user: 'ad@m:n', password: 'p/w d%' });
    expect(input).toBe('rtsp://ad%40m%3An:p%2Fw%20d%25@cam:554/live');
    const args = pullArgs({ input, transport: 'udp' }, false, false);
    expect(args.filter((a) => a === input)).toHaveLength(1);
    expect(args[args.indexOf(input) - 1]).toBe('-i');
    expect(args[args.indexOf('-rtsp_transport') + 1]).toBe('udp');
    expect(args[args.indexOf('-protocol_whitelist') + 1]).toBe('rtsp,rtsps,rtp,srtp,tcp,udp,tls');
    expect(args.slice(args.indexOf('-c:v'), args.indexOf('-c:v') + 2)).toEqual(['-c:v', 'copy']);
    expect(pullArgs({ input, transport: 'tcp' }, true, true)).toContain('libx264');
    expect(() => rtspInput('-i /etc/passwd', { user: null, password: null })).toThrow();
    expect(() => rtspInput('file:///etc/passwd', { user: null, password: null })).toThrow();
  });
});

describe('ONVIF velocities', () => {
  it("map the spec's directions and speeds 0..2 onto pan x, tilt y and zoom", () => {
    expect(velocityOf('right', 2)).toEqual({ x: 1, y: 0 });
    expect(velocityOf('left', 1)).toEqual({ x: -0.5, y: 0 });
    expect(velocityOf('up', 0)).toEqual({ x: 0, y: 0.25 });
    expect(velocityOf('down', 9)).toEqual({ x: 0, y: -1 });
    expect(velocityOf('zoomin', 1)).toEqual({ zoom: 0.5 });
    expect(velocityOf('zoomout', 0)).toEqual({ zoom: -0.25 });
  });
});

describe('sealed camera logins', () => {
  it('open with the same key only, and differ each time', () => {
    const box = CredentialBox.withPassphrase('one');
    const a = box.seal('secret');
    expect(a).not.toContain('secret');
    expect(box.seal('secret')).not.toBe(a);
    expect(box.open(a)).toBe('secret');
    expect(() => CredentialBox.withPassphrase('two').open(a)).toThrow();
  });
});
