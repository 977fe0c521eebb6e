import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for QWeather's v7 API, answering GET /v7/weather/7d as the provider documents
 * (dev.qweather.com: `{ code: '200', updateTime, fxLink, daily: [...], refer }`, numbers as
 * strings, errors as `{ code: '401' }` and so on). The key picks the behaviour, so one double
 * serves every case of a test file:
 * - `good-key` (or any key not below): seven days;
 * - `code-NNN`: `{ code: 'NNN' }` with HTTP 200, as the v7 API answers 204/400/401/402/403/404/429/500;
 * - `http-NNN`: HTTP NNN with the newer error body `{ error: { status: NNN, type, title } }`;
 * - `garbage`: HTTP 200 with a body that is not JSON.
 */
export interface QWeatherDouble {
  origin: string;
  /** Every request's query as the double received it. */
  requests: Array<{ path: string; location: string | null; key: string | null; lang: string | null }>;
  close(): Promise<void>;
}

const LOCATION_RE = /^-?\d{1,3}(\.\d{1,2})?,-?\d{1,2}(\.\d{1,2})?$/;

function sevenDays(from: Date) {
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return {
      fxDate: day, sunrise: '06:30', sunset: '17:10', moonrise: '', moonset: '', moonPhase: '盈凸月', moonPhaseIcon: '803',
      tempMax: String(20 + i), tempMin: String(10 + i), iconDay: '100', textDay: i % 2 ? '多云' : '晴', iconNight: '150', textNight: '晴',
      wind360Day: '90', windDirDay: '东风', windScaleDay: '1-3', windSpeedDay: '8', wind360Night: '0', windDirNight: '北风',
      windScaleNight: '1-3', windSpeedNight: '3', humidity: String(60 + i), precip: i === 3 ? '2.5' : '0.0', pressure: '1015',
      vis: '25', cloud: '10', uvIndex: '4',
    };
  });
}

function answer(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

export async function startQWeatherDouble(): Promise<QWeatherDouble> {
  const requests: QWeatherDouble['requests'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const key = url.searchParams.get('key');
    const location = url.searchParams.get('location');
    requests.push({ path: url.pathname, location, key, lang: url.searchParams.get('lang') });
    if (url.pathname !== '/v7/weather/7d') return answer(res, 404, JSON.stringify({ code: '404' }));
    if (!key) return answer(res, 200, JSON.stringify({ code: '401' }));
    if (!location || !LOCATION_RE.test(location)) return answer(res, 200, JSON.stringify({ code: '400' }));
    const code = /^code-(\d{3})$/.exec(key);
    if (code) return answer(res, 200, JSON.stringify({ code: code[1], refer: { sources: ['QWeather'], license: ['QWeather Developers License'] } }));
    const http = /^http-(\d{3})$/.exec(key);
    if (http) return answer(res, Number(http[1]), JSON.stringify({ error: { status: Number(http[1]), type: 'https://dev.qweather.com/docs/resource/error-code/', title: 'Error' } }));
    if (key === 'garbage') return answer(res, 200, '<html>gateway</html>');
    return answer(res, 200, JSON.stringify({
      code: '200', updateTime: '2026-11-25T08:35+08:00', fxLink: 'https://www.qweather.com/weather/x.html', daily: sevenDays(new Date()),
      refer: { sources: ['QWeather'], license: ['QWeather Developers License'] },
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
