/**
 * The words of the live data path that the server's bus, its pushes and HTTP bodies share with the
 * console's streams and views: a device's connection status and an alarm's kind and life cycle.
 */

export const DEVICE_STATUSES = ['online', 'offline'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/**
 * warning: a watched threshold passed; fault: readings kept leaving the reasonable range;
 * forecast: tonight's oxygen forecast falls below a forecast trigger's value (a hypoxia forecast, issue 35).
 */
export const ALARM_KINDS = ['warning', 'fault', 'forecast'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];
/** What a device's state shows of its active alarms: a forecast is of tonight, not of the device now. */
export const LIVE_ALARM_KINDS = ['warning', 'fault'] as const;

/** What happened to an alarm, as the alarm engine announces it. */
export const ALARM_EVENT_STATES = ['raised', 'notified', 'acknowledged', 'cleared'] as const;
export type AlarmEventState = (typeof ALARM_EVENT_STATES)[number];
