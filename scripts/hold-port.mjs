// The console's port, held by `npm start` from its first moment until the server takes it over
// (issue 42 item 2). A first start builds the SPA, opens the database (PGlite's initdb) and builds
// the app before the server listens: seconds on a quiet machine, most of a minute on a loaded one,
// during which a browser opening the console met a refused connection or a hang. Meanwhile this
// answers every request at once: a page in both languages that says the console is starting and
// reloads itself when it is up, and 503 with Retry-After for the API (an envelope a probe reads).
//
// The hand-over (main.ts, server/start-handoff.ts): before listening, the server asks over the IPC
// channel; this closes its listener and every open connection, then says so, and the server
// listens. Between the two a connection is refused for the few milliseconds of one message; the
// page's own polling treats that as "not yet" and tries again.
import http from 'node:http';

/** Seconds a client is asked to wait before asking again. */
const RETRY_SECONDS = 2;

const PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>smartmon 正在启动 · starting</title>
<noscript><meta http-equiv="refresh" content="${RETRY_SECONDS}"></noscript>
<style>body{font:16px/1.6 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f5f7fa;color:#1f2329}
main{text-align:center;padding:24px}p{margin:4px 0}.en{color:#4e5969}</style></head>
<body><main role="status" aria-live="polite">
<p>smartmon 控制台正在启动，请稍候……</p>
<p class="en" lang="en">The smartmon console is starting, please wait…</p>
<p id="t" class="en"></p>
</main>
<script>
const t0 = Date.now();
async function poll() {
  document.getElementById('t').textContent = Math.round((Date.now() - t0) / 1000) + ' s';
  try {
    const res = await fetch('/api/health', { cache: 'no-store' });
    if (res.ok) return location.reload();
  } catch {}
  setTimeout(poll, 1000);
}
setTimeout(poll, 1000);
</script></body></html>`;

/** The envelope's error body (shared/contract/envelope.ts) in the caller's language. */
function startingBody(acceptLanguage) {
  const english = /^en\b/i.test(acceptLanguage ?? '');
  return JSON.stringify({
    success: false,
    code: 'STARTING',
    message: english ? 'The console is starting; try again in a moment' : '控制台正在启动，请稍后再试',
  });
}

function answer(req, res) {
  const api = req.url?.startsWith('/api/');
  res.writeHead(503, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'retry-after': String(RETRY_SECONDS),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(api ? startingBody(req.headers['accept-language']) : PAGE);
}

/**
 * Listens on `port` and `host` with the starting page. Resolves with `release()` (closes the
 * listener and its connections; resolves once the port is free), or with null when the port cannot
 * be held (taken, or not a port): the server then meets the same and says why, as before.
 */
export async function holdPort(port, host) {
  const server = http.createServer(answer);
  const listening = await new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, host, () => resolve(true));
  });
  if (!listening) return null;
  return {
    release: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
