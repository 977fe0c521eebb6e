const formats = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD HH:mm:ss" of an instant in a named zone (the device's or its company's, not the browser's). */
export function zoneTime(zone: string, at: number | null): string {
  if (at === null) return '-';
  let format = formats.get(zone);
  if (!format) {
    // Swedish writes dates as ISO does; the parts are the same in every language of the console.
    format = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(zone, format);
  }
  return format.format(new Date(at));
}
