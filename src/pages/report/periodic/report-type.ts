/** The periods of the periodic reports (/report/hour, day, week, month). */
export type ReportType = 'hour' | 'day' | 'week' | 'month';
