import { serverPort } from './server-port';

/** `http://{token}.localhost:{port}{path}`: Chromium resolves any *.localhost to 127.0.0.1. */
export function tenantUrl(token: string, path = '/'): string {
  return `http://${token}.localhost:${serverPort()}${path}`;
}
