import { BehaviorSubject, EMPTY, Observable, finalize, fromEventPattern, share, switchMap } from 'rxjs';
import { io } from 'socket.io-client';
import { SOCKET_EVENTS, type RoomRequest } from '../shared/contract/socket-events';

export type SocketState = 'connected' | 'disconnected';

/** The part of a socket.io client socket the streams use; tests hand in a fake emitter. */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (url: string | undefined) => SocketLike;

const defaultFactory: SocketFactory = (url) =>
  url === undefined ? io({ path: '/socket.io', withCredentials: true }) : io(url, { path: '/socket.io', withCredentials: true });

const socket$ = new BehaviorSubject<SocketLike | null>(null);
const state$ = new BehaviorSubject<SocketState>('disconnected');
/** Device rooms this client wants, ref-counted: one entry however many streams watch a device. */
const roomRefs = new Map<string, number>();
const eventChannels = new Map<string, Observable<unknown>>();
let detach: (() => void) | null = null;

/**
 * Connection state of the app's one socket: emits the current state on subscribe and on every
 * change; `disconnected` until `connectSocket` is called and the socket connects. Streams merge
 * pushes only while it says `connected` and fall back to polling alone otherwise.
 */
export const socketState$: Observable<SocketState> = state$.asObservable();

function onConnect(socket: SocketLike): void {
  // The server forgets rooms with the old connection: ask again for every device still watched.
  if (roomRefs.size > 0) socket.emit(SOCKET_EVENTS.subscribe, { deviceIds: [...roomRefs.keys()] } satisfies RoomRequest);
  state$.next('connected');
}

/**
 * Opens the app's single socket.io connection (path /socket.io, with credentials), once: later
 * calls return the same socket. `url` defaults to the page's origin; `factory` lets tests pass a
 * fake emitter instead of a network connection.
 */
export function connectSocket(url?: string, factory: SocketFactory = defaultFactory): SocketLike {
  const current = socket$.value;
  if (current) return current;
  const socket = factory(url);
  const handleConnect = () => onConnect(socket);
  const handleDisconnect = () => state$.next('disconnected');
  socket.on('connect', handleConnect);
  socket.on('disconnect', handleDisconnect);
  detach = () => {
    socket.off('connect', handleConnect);
    socket.off('disconnect', handleDisconnect);
  };
  socket$.next(socket);
  if (socket.connected) onConnect(socket);
  return socket;
}

/** Closes the socket (at logout); streams go on polling alone until `connectSocket` again. */
export function disconnectSocket(): void {
  const socket = socket$.value;
  if (!socket) return;
  detach?.();
  detach = null;
  socket$.next(null);
  socket.disconnect();
  state$.next('disconnected');
}

/**
 * Server events of one name (SOCKET_EVENTS; bodies in shared/contract/socket-events.ts) from
 * whichever socket is open; nothing while none is. One listener per event name
 * however many subscribers (cached in a Map, removed on teardown). Never errors.
 */
export function socketEvents$<T>(event: string): Observable<T> {
  const cached = eventChannels.get(event);
  if (cached) return cached as Observable<T>;
  const channel$: Observable<T> = socket$.pipe(
    switchMap((socket) =>
      socket
        ? fromEventPattern<T>(
            (handler) => socket.on(event, handler as (...args: unknown[]) => void),
            (handler) => socket.off(event, handler as (...args: unknown[]) => void),
          )
        : EMPTY,
    ),
    finalize(() => {
      if (eventChannels.get(event) === channel$) eventChannels.delete(event);
    }),
    share(),
  );
  eventChannels.set(event, channel$);
  return channel$;
}

function emitRooms(event: typeof SOCKET_EVENTS.subscribe | typeof SOCKET_EVENTS.unsubscribe, deviceIds: string[]): void {
  const socket = socket$.value;
  // While disconnected nothing is sent: the connect handler asks for every watched room anew.
  if (deviceIds.length > 0 && socket?.connected) socket.emit(event, { deviceIds } satisfies RoomRequest);
}

/**
 * Joins the server's rooms for these devices while subscribed: emits `subscribe` {deviceIds} for
 * devices not yet watched, asks again after every reconnect, and emits `unsubscribe` {deviceIds}
 * when the last watcher of a device leaves. The server joins only devices the user may see.
 * Emits no values.
 */
export function subscribeDevices(ids: readonly string[]): Observable<never> {
  return new Observable<never>(() => {
    const unique = [...new Set(ids)];
    const added: string[] = [];
    for (const id of unique) {
      const count = roomRefs.get(id) ?? 0;
      roomRefs.set(id, count + 1);
      if (count === 0) added.push(id);
    }
    emitRooms(SOCKET_EVENTS.subscribe, added);
    return () => {
      const removed: string[] = [];
      for (const id of unique) {
        const count = (roomRefs.get(id) ?? 1) - 1;
        if (count > 0) roomRefs.set(id, count);
        else {
          roomRefs.delete(id);
          removed.push(id);
        }
      }
      emitRooms(SOCKET_EVENTS.unsubscribe, removed);
    };
  });
}

/** Devices whose rooms are wanted now (for diagnostics and tests). */
export function watchedDevices(): string[] {
  return [...roomRefs.keys()];
}
