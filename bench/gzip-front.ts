import { createServer, request as httpRequest } from 'node:http';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/**
 * A front that forwards every request to `upstreamOrigin` and gzips text answers for a browser
 * that accepts it, as the reverse proxy of a deployment does (the API server itself does not
 * compress): what a phone on a slow link receives. The Host header is passed through, so the
 * server sees the browser's own origin.
 */
export async function startGzipFront(upstreamOrigin: string) {
  const upstream = new URL(upstreamOrigin);
  const server = createServer((req, res) => {
    const forwarded = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      const gzip = COMPRESSIBLE.test(type) && !answer.headers['content-encoding'] && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && req.method !== 'HEAD' && answer.statusCode !== 204 && answer.statusCode !== 304;
      if (!gzip) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
      delete headers['content-length'];
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(createGzip({ level: 6 })).pipe(res);
    });
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
