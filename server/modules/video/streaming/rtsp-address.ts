/**
 * What an RTSP camera's address and login may be, checked before anything is stored and again
 * before anything reaches ffmpeg: rtsp:// or rtsps:// with a host, no login inside the address
 * (user and password have their own fields, kept encrypted), nothing ffmpeg could read as an
 * option or another protocol. The ONVIF address is http(s) only. Answers a message key or null.
 */

export const RTSP_URL_MAX = 512;
export const ONVIF_URL_MAX = 256;
export const LOGIN_MAX = 128;

// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

function parse(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** Null when `raw` is an address ffmpeg may open as an RTSP stream, else the message key. */
export function rtspUrlProblem(raw: string): string | null {
  if (raw.length > RTSP_URL_MAX || SPACE_OR_CONTROL.test(raw)) return 'camera_rtsp_url_invalid';
  if (!/^rtsps?:\/\//i.test(raw)) return 'camera_rtsp_url_invalid';
  const url = parse(raw);
  if (!url || !url.hostname || url.hostname.startsWith('-')) return 'camera_rtsp_url_invalid';
  if (url.username || url.password) return 'camera_rtsp_url_login';
  return null;
}

/** Null when `raw` is an http(s) address of an ONVIF device service. */
export function onvifUrlProblem(raw: string): string | null {
  if (raw.length > ONVIF_URL_MAX || SPACE_OR_CONTROL.test(raw) || !/^https?:\/\//i.test(raw)) return 'camera_onvif_url_invalid';
  const url = parse(raw);
  if (!url || !url.hostname) return 'camera_onvif_url_invalid';
  if (url.username || url.password) return 'camera_rtsp_url_login';
  return null;
}

/** A user name or password: any printable text (it is percent-encoded into the address). */
export function loginProblem(raw: string): string | null {
  return raw.length > LOGIN_MAX || /[\u0000-\u001f\u007f]/.test(raw) ? 'camera_login_invalid' : null; // eslint-disable-line no-control-regex
}

/** An address a camera reported (ONVIF GetStreamUri) with any login it carried taken out. */
export function withoutLogin(raw: string): string {
  const url = parse(raw);
  if (!url) return raw;
  url.username = '';
  url.password = '';
  return url.toString();
}

/**
 * ffmpeg's own messages with any login taken out of the addresses they quote: ffmpeg echoes its
 * input (`rtsp://user:pass@host/...: Connection refused`), and those messages go to the log and
 * into errors a caller may read.
 */
export function loginsRedacted(text: string): string {
  return text.replace(/\b(rtsps?:\/\/)[^\s/@]*@/gi, '$1***@');
}
