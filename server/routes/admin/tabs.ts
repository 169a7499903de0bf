// The table's tab in the back office (issue [17/21]), owner only and scoped to the company of
// the Host:
//   GET /api/admin/tab-settings  → { version, pay_at_end, code_required }
//   PUT /api/admin/tab-settings  { pay_at_end, code_required, version? } → the same
//   GET /api/admin/tabs          → { tabs: AdminOpenTab[] } (server/tabs/admin.ts)
// The settings are the section `tab` of /api/admin/settings (server/admin/settings/tab.ts), flat:
// the same version, 409 edit_conflict and audit entry `settings.tab`. Without a version the save
// applies over whatever is stored (a script's "set it to this").
import { Hono } from 'hono';
import { boolean, object, optional } from 'superstruct';
import { getSettings, putSettings, tabSection } from '../../admin/settings';
import type { SectionContext } from '../../admin/settings';
import { sectionVersion, SectionVersion } from '../../admin/settings-write';
import { readJsonBody } from '../../http/validate';
import { openTabsForOwner } from '../../tabs/admin';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

const TabSettingsBody = object({
  pay_at_end: boolean(),
  code_required: boolean(),
  version: optional(SectionVersion),
});

export function tabAdminRoutes(deps: RouteDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  const context: SectionContext = { platformHost: deps.env.BASE_HOST };

  app.get('/tab-settings', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    const { version, value } = await getSettings(db, companyId, tabSection, context);
    return c.json({ version, ...value });
  });

  app.put('/tab-settings', async (c) => {
    const owner = await requireOwner(c, deps);
    const { version, ...value } = await readJsonBody(c, TabSettingsBody);
    const expected = version ?? (await sectionVersion(db, owner.companyId, tabSection.name));
    const saved = await putSettings(db, owner, tabSection, { version: expected, value }, context);
    return c.json({ version: saved.version, ...saved.value });
  });

  app.get('/tabs', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json({ tabs: await openTabsForOwner(db, companyId) });
  });

  return app;
}
