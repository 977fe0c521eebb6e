import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves the built bench page and forwards /api to the API server (one origin, so the session
 * cookie and same-origin fetches work as in the console). `counted` gets the time of every request
 * whose path starts with `countPrefix`, as the server sees them.
 */
export async function startBenchHttp(root: string, apiOrigin: string, countPrefix: string) {
  const counted: number[] = [];
  const api = new URL(apiOrigin);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (url.pathname.startsWith('/api/')) {
      if (url.pathname.startsWith(countPrefix)) counted.push(Date.now());
      const upstream = httpRequest(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = path.join(root, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    counted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
