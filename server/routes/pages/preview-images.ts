// The companies' link-preview card and home-screen icon as PNG (server/pages/preview-image*.ts):
//   GET /share/{token}/card-{version}.png         1200×630, og:image and twitter:image
//   GET /share/{token}/touch-icon-{version}.png   180×180, apple-touch-icon
//   GET /apple-touch-icon.png (and -precomposed)  the icon of the host's company, for iOS and
//                                                 crawlers that ask the conventional address
// The head names the current version, so those URLs are cached for a year. An older version
// (a preview kept by a chat app) gets the current image, briefly cached. Each image is drawn once
// per company and version, whatever the requests ask: the cache key is the current version, never
// the one in the URL. An unknown or disabled company is a 404.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { findCompanyByToken, getCompany } from '../../db/repositories/companies';
import type { CompanyRef } from '../../db/repositories/companies';
import { getEcommerceSettings } from '../../db/repositories/ecommerce';
import { etagMatches } from '../../http/encoding';
import { HtmlCache } from '../../pages/html-cache';
import { drawPreview } from '../../pages/preview-image';
import {
  PREVIEW_PATH_PATTERN,
  previewDesign,
  previewVersion,
} from '../../pages/preview-image-design';
import type { PreviewKind } from '../../pages/preview-image-design';
import { requestHost } from '../../tenancy/request-host';
import { resolveTenant } from '../../tenancy/resolve';
import type { RouteDeps } from '../deps';
import { IMMUTABLE } from './files';

/** A card is 30–90 KB: a few hundred companies' images before the oldest are drawn again. */
const CACHE_BYTES = 16 * 1024 * 1024;
const STALE_VERSION_CACHE = 'public, max-age=300';
const CONVENTIONAL_ICON_CACHE = 'public, max-age=3600';

interface Drawn {
  bytes: Buffer;
  version: string;
}

export function previewImageRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const cache = new HtmlCache<Buffer>((bytes) => bytes.byteLength, CACHE_BYTES);

  async function draw(ref: CompanyRef, kind: PreviewKind): Promise<Drawn | null> {
    if (!ref.menu_enabled) return null;
    const [company, settings] = await Promise.all([
      getCompany(deps.db, ref.id),
      getEcommerceSettings(deps.db, ref.id),
    ]);
    if (!company) return null;
    const design = previewDesign(company, settings);
    const version = previewVersion(design);
    const bytes = await cache.get(`${company.id}\n${kind}\n${version}`, () =>
      drawPreview(kind, design, deps.mediaDir),
    );
    return { bytes, version };
  }

  function send(c: Context, drawn: Drawn, kind: PreviewKind, cacheControl: string): Response {
    const etag = `"${kind}-${drawn.version}"`;
    const headers = { ETag: etag, 'Cache-Control': cacheControl };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(drawn.bytes), 200, { ...headers, 'Content-Type': 'image/png' });
  }

  app.get('/share/:token/:file', async (c) => {
    const match = PREVIEW_PATH_PATTERN.exec(`${c.req.param('token')}/${c.req.param('file')}`);
    if (!match) return c.notFound();
    const [, token = '', kind, version] = match;
    const ref = await findCompanyByToken(deps.db, token);
    const drawn = ref ? await draw(ref, kind as PreviewKind) : null;
    if (!drawn) return c.notFound();
    return send(
      c,
      drawn,
      kind as PreviewKind,
      drawn.version === version ? IMMUTABLE : STALE_VERSION_CACHE,
    );
  });

  app.get('/:file{apple-touch-icon(?:-precomposed)?\\.png}', async (c) => {
    const tenant = await resolveTenant(deps.db, requestHost(c), deps.env.BASE_HOST);
    const drawn = tenant.kind === 'company' ? await draw(tenant.company, 'touch-icon') : null;
    if (!drawn) return c.notFound();
    return send(c, drawn, 'touch-icon', CONVENTIONAL_ICON_CACHE);
  });

  return app;
}
