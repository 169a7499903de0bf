// §7.2 products service.
import { Hono } from 'hono';
import { etagMatches, pickEncoding } from '../../http/encoding';
import { notFound } from '../../http/errors';
import { CompanyParams } from '../../http/schemas';
import { readParams } from '../../http/validate';
import type { CatalogCache } from './catalog-cache';

export function productRoutes(catalogs: CatalogCache): Hono {
  const app = new Hono();

  app.get('/public/companies/:companyId/categories', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const catalog = await catalogs.get(companyId);
    if (!catalog) throw notFound('Company');
    const headers = new Headers({
      'Content-Type': 'application/json; charset=utf-8',
      // Always revalidate: the ETag makes that a cheap 304 while the catalogue is unchanged.
      'Cache-Control': 'no-cache',
      ETag: catalog.etag,
      Vary: 'Accept-Encoding',
    });
    if (etagMatches(c.req.header('if-none-match'), catalog.etag))
      return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body = encoding === 'br' ? catalog.br : encoding === 'gzip' ? catalog.gzip : catalog.json;
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers,
    });
  });

  return app;
}
