// GET /manifest-{token}.json, and /manifest.json for the tenant of the current host.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { findCompanyByToken, getCompany } from '../../db/repositories/companies';
import { getEcommerceSettings } from '../../db/repositories/ecommerce';
import { notFound } from '../../http/errors';
import { requestHost } from '../../tenancy/request-host';
import { resolveTenant } from '../../tenancy/resolve';
import type { RouteDeps } from '../deps';
import { buildManifest } from './build-manifest';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function manifestRoutes(deps: RouteDeps): Hono {
  const { db, env, mediaDir } = deps;
  const app = new Hono();

  async function respond(c: Context, companyId: string): Promise<Response> {
    const [company, settings] = await Promise.all([
      getCompany(db, companyId),
      getEcommerceSettings(db, companyId),
    ]);
    if (!company || !company.menu_enabled) throw notFound('Company');
    const icons = await Promise.all(
      ['icon-192.png', 'icon-512.png'].map((f) => isFile(join(mediaDir, company.token, f))),
    );
    const body = JSON.stringify(buildManifest(company, settings, icons.every(Boolean)));
    return c.body(body, 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  }

  app.get('/manifest.json', async (c) => {
    const tenant = await resolveTenant(db, requestHost(c), env.BASE_HOST);
    if (tenant.kind !== 'company') throw notFound('Company');
    return respond(c, tenant.company.id);
  });

  app.get('/:file{manifest-[a-z0-9-]+\\.json}', async (c) => {
    const token = c.req.param('file').slice('manifest-'.length, -'.json'.length);
    const company = await findCompanyByToken(db, token);
    if (!company) throw notFound('Company');
    return respond(c, company.id);
  });

  return app;
}
