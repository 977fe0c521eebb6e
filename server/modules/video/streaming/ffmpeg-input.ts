import path from 'node:path';

/**
 * How text reaches ffmpeg, so that none of it is read as something else: an option, a filter, a
 * protocol. The rule is to keep user text out (stream files have fixed names and ffmpeg runs in
 * the stream's folder); these are for what must still go in.
 */

const WHITESPACE = ' \\t\\n\\r';

/** A backslash before the backslash itself and each character of `specials`. */
function escapeLevel(text: string, specials: string): string {
  return text.replace(new RegExp(`[\\\\${specials}]`, 'g'), (c) => `\\${c}`);
}

/**
 * A filter option's value inside a filtergraph. ffmpeg reads it twice (ffmpeg-filters, "Notes on
 * filtergraph escaping"): the graph parser ends a filter at [ ] , ; and takes quotes and
 * backslashes, then the filter's option parser ends a value at ':' and takes them again. So the
 * value is escaped for the option parser first and the result for the graph parser; whitespace
 * too, which both would trim at either end.
 */
export function filterOptionValue(value: string): string {
  return escapeLevel(escapeLevel(value, `':${WHITESPACE}`), `'\\[\\],;${WHITESPACE}`);
}

/**
 * Text drawtext shows as written when read from its textfile (no graph parsing there): its text
 * expansion takes '\' as an escape and '%{...}' as a function call (%{eif}, %{metadata}), so both
 * are escaped; control characters, a line break included, become spaces.
 */
export function drawtextLiteral(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[\\%]/g, (c) => `\\${c}`);
}

/** A local file as an input: `file:` so that no name is taken for a protocol ("concat:", "subfile,"). */
export function fileInput(file: string): string {
  if (!path.isAbsolute(file)) throw new Error(`ffmpeg input must be an absolute path: ${file}`);
  return `file:${file}`;
}

/** A vendor's stream address as an input: only http(s), never a local file or another protocol. */
export function networkInput(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error('a camera platform gave a stream address that is not http(s)');
  return url;
}

/** The RTSP protocols ffmpeg may open for a camera: no file, http, concat or other nested protocol. */
export const RTSP_PROTOCOLS = 'rtsp,rtsps,rtp,srtp,tcp,udp,tls';

/**
 * A camera's RTSP address as an input, with its login percent-encoded into it (ffmpeg decodes
 * it), checked again here so that no stored or reported address reaches ffmpeg unchecked.
 */
export function rtspInput(address: string, login: { user: string | null; password: string | null }): string {
  if (!/^rtsps?:\/\/[^\s-]/i.test(address) || /[\s\u0000-\u001f\u007f]/.test(address)) { // eslint-disable-line no-control-regex
    throw new Error('an RTSP camera address that is not rtsp(s)');
  }
  const url = new URL(address);
  if (login.user) {
    url.username = encodeURIComponent(login.user);
    url.password = encodeURIComponent(login.password ?? '');
  }
  return url.toString();
}
