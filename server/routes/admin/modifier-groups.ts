// The menu's modifier groups in the back office (issue [11/13]), owner only and scoped to the
// company of the Host. Prices in integer minor units; a max of 0 means "no maximum".
//   GET    /api/admin/modifier-groups       { groups }
//   POST   /api/admin/modifier-groups       { name, min, max, required, options: [{ name, price }] }
//                                           → 201 the group
//   PUT    /api/admin/modifier-groups/:id   { version, name, min, max, required,
//                                             options: [{ id?, name, price }] } → the group
//   DELETE /api/admin/modifier-groups/:id   { version } → { id, deleted: true } (detached from
//                                           every product)
// A stale version is 409 edit_conflict with the group as it is now. Rules:
// server/admin/modifier-groups.ts.
import { Hono } from 'hono';
import { object } from 'superstruct';
import {
  CreateGroupBody,
  DeleteGroupBody,
  UpdateGroupBody,
  createModifierGroup,
  deleteModifierGroup,
  readModifierGroups,
  updateModifierGroup,
} from '../../admin/modifier-groups';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

const GroupParams = object({ id: Id });

export function modifierGroupRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  app.get('/modifier-groups', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    return c.json(await readModifierGroups(db, companyId));
  });

  app.post('/modifier-groups', async (c) => {
    const owner = await requireOwner(c, deps);
    const body = await readJsonBody(c, CreateGroupBody);
    return c.json(await createModifierGroup(db, owner, body), 201);
  });

  app.put('/modifier-groups/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, GroupParams);
    const body = await readJsonBody(c, UpdateGroupBody);
    return c.json(await updateModifierGroup(db, owner, id, body));
  });

  app.delete('/modifier-groups/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, GroupParams);
    const { version } = await readJsonBody(c, DeleteGroupBody);
    const deleted = await deleteModifierGroup(db, owner, id, version);
    return c.json({ id: deleted.id, deleted: true });
  });

  return app;
}
