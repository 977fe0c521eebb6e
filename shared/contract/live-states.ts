/**
 * The words of the live data path that the server's bus, its pushes and HTTP bodies share with the
 * console's streams and views: a device's connection status and an alarm's kind and life cycle.
 */

export const DEVICE_STATUSES = ['online', 'offline'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** warning: a watched threshold passed; fault: readings kept leaving the reasonable range. */
export const ALARM_KINDS = ['warning', 'fault'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** What happened to an alarm, as the alarm engine announces it. */
export const ALARM_EVENT_STATES = ['raised', 'notified', 'acknowledged', 'cleared'] as const;
export type AlarmEventState = (typeof ALARM_EVENT_STATES)[number];
