// Raw HTTP against the server with an explicit Host header, the way a link-preview bot or a
// search crawler sees a page: no scripts run.
import { request } from 'node:http';
import { serverPort } from './server-port';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawGet(
  host: string,
  path = '/',
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const port = serverPort();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        headers: { host: `${host}:${port}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
