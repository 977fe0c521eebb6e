import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GuardedConnection } from './guarded-connection';

const opened: net.Socket[] = [];
let server: net.Server | null = null;
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A connected pair: the server's end wrapped as the broker sees it, and the peer's end. */
async function pair(): Promise<{ connection: GuardedConnection; socket: net.Socket; peer: net.Socket }> {
  const accepted = new Promise<net.Socket>((resolve) => {
    server = net.createServer(resolve).listen(0, '127.0.0.1');
  });
  await new Promise((resolve) => server!.once('listening', resolve));
  const peer = net.connect((server!.address() as net.AddressInfo).port, '127.0.0.1');
  const socket = await accepted;
  opened.push(peer, socket);
  const connection = new GuardedConnection(socket, { refused: () => undefined, connected: () => undefined, skipped: () => undefined });
  return { connection, socket, peer };
}

describe('GuardedConnection', () => {
  it('sends what was written while corked in one socket write, bytes in order', async () => {
    const { connection, socket, peer } = await pair();
    const received: Buffer[] = [];
    peer.on('data', (chunk: Buffer) => received.push(chunk));
    let writes = 0;
    const write = socket.write.bind(socket);
    socket.write = ((...args: Parameters<net.Socket['write']>) => {
      writes++;
      return write(...args);
    }) as net.Socket['write'];
    // Three PUBACKs as mqtt-packet writes them: header, length, message id, each a separate write.
    connection.cork();
    for (const id of [1, 2, 3]) {
      connection.write(Buffer.from([0x40]));
      connection.write(Buffer.from([0x02]));
      connection.write(Buffer.from([0, id]));
    }
    process.nextTick(() => connection.uncork());
    await expect.poll(() => Buffer.concat(received).length).toBe(12);
    expect(writes).toBe(1);
    expect([...Buffer.concat(received)]).toEqual([0x40, 2, 0, 1, 0x40, 2, 0, 2, 0x40, 2, 0, 3]);
  });
});
