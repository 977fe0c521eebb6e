import { createHmac } from 'node:crypto';

/**
 * Aliyun's RPC ("POP") signature, version 1.0 with HMAC-SHA1, as its SMS and voice APIs document it
 * (help.aliyun.com/document_detail/101343.html, "签名机制"; the RPC page 25490.htm): the parameters
 * sorted by name, each name and value percent-encoded per RFC 3986 (space %20, * %2A, ~ kept), joined
 * with & into the canonical query; the string to sign is `METHOD&%2F&` + the canonical query encoded
 * again; the signature is base64(HMAC-SHA1(secret + "&", string to sign)).
 */
export function aliyunPercentEncode(value: string): string {
  // encodeURIComponent leaves !'()* alone; the POP rules encode everything but A-Z a-z 0-9 - _ . ~.
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Every parameter but Signature, sorted by name (byte order), encoded: `a=1&b=2`. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key])}`)
    .join('&');
}

export function aliyunStringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
}

/** The value of the Signature parameter (before it is itself percent-encoded into a query). */
export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(aliyunStringToSign(method, params), 'utf8').digest('base64');
}
