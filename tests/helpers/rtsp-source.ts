import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * An IP camera's RTSP stream for tests: ffmpeg makes a test pattern (H.264, a key frame every
 * second) and sends it as RTP to a local UDP port; this small RTSP server (OPTIONS, DESCRIBE,
 * SETUP with TCP interleaving, PLAY, TEARDOWN) hands those packets to every client that plays.
 * ffmpeg cannot serve RTSP to a puller itself (its `-rtsp_flags listen` takes a stream pushed to
 * it), and a media server is one more package to install. stop() and start() take the camera off
 * the network and put it back on the same port, as a camera rebooting does.
 */
export interface RtspSource {
  /** rtsp://127.0.0.1:<port>/live */
  url: string;
  port: number;
  /** Clients that sent PLAY, over the source's life. */
  plays: number;
  /** Each request's method, address and Authorization header (to check the login ffmpeg sent). */
  requests: Array<{ method: string; uri: string; authorization: string | null }>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';

/** `login`: DESCRIBE is answered 401 (Basic) until it comes with this user and password. */
export async function startRtspSource(options: { codec?: 'h264' | 'mpeg4'; login?: { user: string; password: string } } = {}): Promise<RtspSource> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rtsp-source-'));
  let server: Server | null = null;
  let udp: UdpSocket | null = null;
  let ffmpeg: ChildProcess | null = null;
  let sdp = '';
  const players = new Set<Socket>();
  const sockets = new Set<Socket>();
  const source: RtspSource = { url: '', port: 0, plays: 0, requests: [], start, stop };

  function reply(socket: Socket, cseq: string, status: string, headers: Record<string, string> = {}, body = '') {
    const lines = [`RTSP/1.0 ${status}`, `CSeq: ${cseq}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  }

  function handle(socket: Socket, head: string) {
    const [requestLine, ...headerLines] = head.split('\r\n');
    const [method, uri] = requestLine.split(' ');
    const header = (name: string) => headerLines.find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim() ?? null;
    const cseq = header('CSeq') ?? '0';
    source.requests.push({ method, uri, authorization: header('Authorization') });
    switch (method) {
      case 'OPTIONS':
        return reply(socket, cseq, '200 OK', { Public: 'OPTIONS, DESCRIBE, SETUP, PLAY, TEARDOWN, GET_PARAMETER' });
      case 'DESCRIBE':
        if (options.login && header('Authorization') !== `Basic ${Buffer.from(`${options.login.user}:${options.login.password}`).toString('base64')}`) {
          return reply(socket, cseq, '401 Unauthorized', { 'WWW-Authenticate': 'Basic realm="camera"' });
        }
        return reply(socket, cseq, '200 OK', { 'Content-Base': `${uri}/`, 'Content-Type': 'application/sdp' }, sdp);
      case 'SETUP':
        if (!/interleaved/.test(header('Transport') ?? '')) return reply(socket, cseq, '461 Unsupported Transport');
        return reply(socket, cseq, '200 OK', { Transport: 'RTP/AVP/TCP;unicast;interleaved=0-1', Session: '4711;timeout=60' });
      case 'PLAY':
        source.plays++;
        reply(socket, cseq, '200 OK', { Session: '4711', Range: 'npt=0.000-' });
        players.add(socket);
        return;
      case 'TEARDOWN':
        players.delete(socket);
        return reply(socket, cseq, '200 OK', { Session: '4711' });
      default:
        return reply(socket, cseq, '200 OK', { Session: '4711' });
    }
  }

  /** Requests and, after PLAY, the client's interleaved RTCP ('$', channel, length, data), which is skipped. */
  function onConnection(socket: Socket) {
    sockets.add(socket);
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (buffer[0] === 0x24) {
          if (buffer.length < 4 || buffer.length < 4 + buffer.readUInt16BE(2)) return;
          buffer = buffer.subarray(4 + buffer.readUInt16BE(2));
          continue;
        }
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        handle(socket, buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + 4);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      players.delete(socket);
      sockets.delete(socket);
    });
  }

  async function start() {
    udp = createSocket('udp4');
    udp.on('message', (packet: Buffer) => {
      const frame = Buffer.alloc(4);
      frame[0] = 0x24;
      frame[1] = 0;
      frame.writeUInt16BE(packet.length, 2);
      for (const player of players) player.write(Buffer.concat([frame, packet]));
    });
    await new Promise<void>((resolve) => udp!.bind(0, '127.0.0.1', resolve));
    const rtpPort = udp.address().port;
    const sdpFile = path.join(dir, 'stream.sdp');
    rmSync(sdpFile, { force: true });
    const video = options.codec === 'mpeg4'
      ? ['-c:v', 'mpeg4', '-g', '15']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '15', '-bsf:v', 'dump_extra'];
    ffmpeg = spawn(FFMPEG, [
      '-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15',
      ...video, '-f', 'rtp', '-sdp_file', sdpFile, `rtp://127.0.0.1:${rtpPort}`,
    ], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !sdp.includes('m=video'); i++) {
      await sleep(100);
      try {
        sdp = readFileSync(sdpFile, 'utf8');
      } catch {
        // not written yet
      }
    }
    if (!sdp.includes('m=video')) throw new Error('the test pattern ffmpeg wrote no SDP');
    // Served over RTSP: no connection address of its own, one track to SETUP.
    sdp = sdp.replace(/^c=.*$/m, 'c=IN IP4 0.0.0.0').replace(/^m=video \d+/m, 'm=video 0') + 'a=control:streamid=0\r\n';
    server = createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(source.port, '127.0.0.1', () => resolve());
    });
    source.port = (server.address() as { port: number }).port;
    source.url = `rtsp://127.0.0.1:${source.port}/live`;
  }

  async function stop() {
    ffmpeg?.kill('SIGKILL');
    ffmpeg = null;
    udp?.close();
    udp = null;
    for (const socket of sockets) socket.destroy();
    players.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
    sdp = '';
  }

  await start();
  return source;
}
