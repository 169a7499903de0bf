// The settings that run the service, in the back office (issue [11/13]), owner only and scoped to
// the company of the Host:
//   GET /api/admin/settings/{section}  → { version, value }
//   PUT /api/admin/settings/{section}  { version, value } → { version, value }
// for the sections hours, services, fees, delivery, address, domain, staff and tab
// (server/admin/settings). A stale version is 409 edit_conflict with `current` ({ version, value }
// as it is now); a value breaking its schema (src/domain/settings-schemas.ts) is 422 invalid_body,
// `errors` keyed by the field's path ('value.business_hours.monday.hours.0.close').
import { Hono } from 'hono';
import {
  addressSection,
  deliverySection,
  domainSection,
  feesSection,
  getSettings,
  hoursSection,
  putSettings,
  servicesSection,
  staffSection,
  tabSection,
} from '../../admin/settings';
import type { SectionContext, SettingsSection } from '../../admin/settings';
import { readJsonBody } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

function mount<Read, Value>(
  app: Hono,
  deps: RouteDeps,
  context: SectionContext,
  section: SettingsSection<Read, Value>,
): void {
  const { db } = deps;
  const path = `/settings/${section.name}`;

  app.get(path, async (c) => {
    const { companyId } = await requireOwner(c, deps);
    return c.json(await getSettings(db, companyId, section, context));
  });

  app.put(path, async (c) => {
    const owner = await requireOwner(c, deps);
    const body = await readJsonBody(c, section.body);
    return c.json(await putSettings(db, owner, section, body, context));
  });
}

export function serviceSettingsRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const context: SectionContext = { platformHost: deps.env.BASE_HOST };
  mount(app, deps, context, hoursSection);
  mount(app, deps, context, servicesSection);
  mount(app, deps, context, feesSection);
  mount(app, deps, context, deliverySection);
  mount(app, deps, context, addressSection);
  mount(app, deps, context, domainSection);
  mount(app, deps, context, staffSection);
  mount(app, deps, context, tabSection);
  return app;
}
