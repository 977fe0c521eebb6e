import net from 'node:net';
import mqttPacket, { type Packet } from 'mqtt-packet';

/** One client connection through the tap: what each side sent, in order, and a way to break it. */
export interface TappedConnection {
  /** Packets from the client to the broker. */
  up: Packet[];
  /** Packets from the broker to the client. */
  down: Packet[];
  /** Breaks the connection both ways, as a network failure would (no DISCONNECT). */
  cut(): void;
}

export interface MqttTap {
  port: number;
  connections: TappedConnection[];
  /** While on, every new connection is closed at once (the broker looks down to the tap's clients). */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a real broker that reads the MQTT 5 packets crossing it both ways, so a
 * test can see what a client really sent (which PUBACKs, in which order, on which connection)
 * and cut a connection. Bytes are forwarded unchanged.
 */
export function startMqttTap(brokerPort: number): Promise<MqttTap> {
  const connections: TappedConnection[] = [];
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const broker = net.connect(brokerPort, '127.0.0.1');
    const tapped: TappedConnection = { up: [], down: [], cut: () => {
      client.destroy();
      broker.destroy();
    } };
    connections.push(tapped);
    for (const [from, to, log] of [[client, broker, tapped.up], [broker, client, tapped.down]] as const) {
      sockets.add(from);
      const parser = mqttPacket.parser({ protocolVersion: 5 });
      parser.on('packet', (packet: Packet) => log.push(packet));
      from.on('data', (chunk: Buffer) => {
        parser.parse(chunk);
        to.write(chunk);
      });
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => to.destroy());
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        connections,
        refuse: (on) => (refusing = on),
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
