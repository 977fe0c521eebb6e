// The public face of streams/ for pages, screens and the app start-up code.
export { configureStreams, type CallEndpoint, type StreamsConfig } from './config';
export { deviceChannel$, type AlarmEvent, type DeviceEvent, type StatusEvent, type TelemetryEvent } from './device-channel';
export { getDeviceRealtime$ } from './device-realtime';
export { devicesStatus$, type DevicesLive } from './devices-status';
export { alarmPrompts$, type AlarmPrompts } from './alarm-prompts';
export { DAY_MS, getDayHistory$ } from './day-history';
export { ALARM_NOTICE_LIMIT, alarmNotices$, myNotices$, type MyNotices, type NoticeList } from './messages';
export { getSitePonds$, type SitePonds } from './site-ponds';
// Weather and prices (issue 19).
export { weather$ } from './weather';
export { priceTrend$ } from './price-trend';
// Insect traps (issue 19).
export { insectTraps$ } from './insect-traps';
// The production log's feedings (issue 26, on issue 21's logs).
export { feedingLog$, type FeedingPage } from './feeding-log';
// Tonight's oxygen forecast (issue 35) is not re-exported: this module is on /login's bundle, so its
// pages import streams/do-forecast.ts themselves and its contract rides in their lazy chunks.
export { GRACE_MS, LOADING_DELAY_MS, createKeyedStream, createViewStream, type KeyedStreamOptions, type WatchOptions } from './keyed-stream';
export {
  DEFAULT_REFRESH_INTERVAL, REFRESH_INTERVALS, getRefreshInterval, isRefreshInterval, refreshInterval$, refreshIntervalAtLeast$,
  requestRefresh, setRefreshInterval, type RefreshInterval,
} from './refresh-interval';
export { connectSocket, disconnectSocket, socketEvents$, socketState$, subscribeDevices, type SocketLike, type SocketState } from './socket';
export { formatStaleSince } from './stale';
export { IDLE_STATE, type StreamState } from './stream-state';
// Work that ends (an order paid, a workbook written, a device's reply), and the clock views redraw by (issue 33).
export { pollUntil, pollUntil$, type PollOptions } from './poll-until';
export { clock$ } from './clock';
export { commandReply } from './command-reply';
// Customer-service conversation (issue 22).
export { chatConversations$, chatHistory$, chatUnread$, CHAT_LIST_SIZE } from './service-chat';
