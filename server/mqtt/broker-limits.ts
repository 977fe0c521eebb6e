/**
 * Bounds of the embedded broker. It shares the API's process, so no device, and above all no
 * unauthenticated peer, may make it hold more than a small, fixed amount of memory or sockets.
 * With MQTT_URL the external broker enforces its own (see docs/security.md for Mosquitto's).
 */

/**
 * Largest MQTT packet (fixed header excluded) accepted from a device. A telemetry message is
 * well under 1 KiB and ingest refuses payloads above 16 KiB (server/ingest/ingest-limits.ts);
 * 64 KiB leaves room for replies and p2p messages. A larger declared length closes the
 * connection as soon as the fixed header is read, before any of the body is buffered.
 */
export const MAX_PACKET_BYTES = 64 * 1024;

/**
 * Bytes a connection may send before its CONNECT is accepted: the CONNECT itself (client id,
 * credentials and a will) is a few hundred bytes. Anything more from a stranger is refused.
 */
export const MAX_BYTES_BEFORE_CONNECT = 8 * 1024;

/** A CONNECT must arrive this soon after the TCP connection opens (Aedes' default is 30 s). */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Open connections in all (net.Server maxConnections): far above the devices of one site. */
export const MAX_CONNECTIONS = 20_000;

/**
 * Open connections from one source address. Many devices of a farm may sit behind one gateway
 * or NAT, so the bound is generous; unauthenticated ones are bounded much tighter below.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 2_000;

/**
 * Connections from one source address that have not yet completed CONNECT. Devices
 * authenticate within milliseconds, so a handful is enough even when a whole site reconnects
 * at once; the simulator's thirty devices connect together from one address.
 */
export const MAX_PENDING_PER_ADDRESS = 64;

/**
 * A device that stops reading (its TCP window full) is disconnected after this long instead of
 * letting the broker queue commands for it without bound.
 */
export const DRAIN_TIMEOUT_MS = 30_000;

/**
 * QoS 2 messages one connection may hold received and not yet released by PUBREL, each up to
 * MAX_PACKET_BYTES: 16 x 64 KiB = 1 MiB per connection. Devices publish at QoS 1 (README); a QoS 2
 * sender keeping more in flight is disconnected (Aedes' maxInflightInbound, whose default of 1,000
 * let one connection hold 64 MB).
 */
export const MAX_INFLIGHT_QOS2 = 16;

/**
 * Connections one device (one id and secret) may hold at once: a device and a gateway or a
 * maintenance tool beside it. A reconnect taking over the device's own client id is not a new one.
 */
export const MAX_CONNECTIONS_PER_DEVICE = 4;

/** Length of a topic filter a device subscribes to; `devices/{id}/command` is well under 100. */
export const MAX_TOPIC_FILTER_LENGTH = 128;

/** Topic filters one connection may hold; a device needs two (`command`, `p2p`). */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 8;

/**
 * Persistent sessions (clean session off) the broker keeps per device, connected or not: their
 * subscriptions and the QoS 1 commands queued for them. A device's new session beyond this replaces
 * its least recently seen one. As many as its connections, so a connected session is never evicted.
 */
export const MAX_SESSIONS_PER_DEVICE = MAX_CONNECTIONS_PER_DEVICE;

/** A persistent session unseen this long is forgotten, with the commands queued for it. */
export const SESSION_EXPIRY_MS = 7 * 24 * 3_600_000;

/** How often expired sessions are looked for. */
export const SESSION_SWEEP_MS = 3_600_000;

/**
 * Topic bytes read from a PUBLISH above MAX_PACKET_BYTES, to acknowledge it and record it for its
 * device's owner while its body is skipped unbuffered. A longer topic closes the connection.
 */
export const MAX_SKIPPED_TOPIC_BYTES = 256;
