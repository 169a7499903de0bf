// The menu's categories in the back office (issue [11/13]), owner only and scoped to the company
// of the Host (a company id is never read from the body):
//   GET    /api/admin/menu                  { catalog_version, categories }
//   POST   /api/admin/categories            { name }                → 201 the category
//   PATCH  /api/admin/categories/:id        { version, name?, visible? } → the category
//   POST   /api/admin/categories/:id/move   { version, direction }  → { category, neighbour }
//   DELETE /api/admin/categories/:id        { version }             → { id, deleted: true }
// A stale version is 409 edit_conflict with the row as it is now (`current`). The rules are
// server/admin/categories.ts.
import { Hono } from 'hono';
import { object } from 'superstruct';
import {
  CreateCategoryBody,
  DeleteCategoryBody,
  MoveCategoryBody,
  UpdateCategoryBody,
  createCategory,
  deleteCategory,
  moveCategory,
  readMenu,
  updateCategory,
} from '../../admin/categories';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

const CategoryParams = object({ id: Id });

export function menuRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  app.get('/menu', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    return c.json(await readMenu(db, companyId));
  });

  app.post('/categories', async (c) => {
    const owner = await requireOwner(c, deps);
    const { name } = await readJsonBody(c, CreateCategoryBody);
    return c.json(await createCategory(db, owner, name), 201);
  });

  app.patch('/categories/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, CategoryParams);
    const body = await readJsonBody(c, UpdateCategoryBody);
    return c.json(await updateCategory(db, owner, id, body));
  });

  app.post('/categories/:id/move', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, CategoryParams);
    const { version, direction } = await readJsonBody(c, MoveCategoryBody);
    return c.json(await moveCategory(db, owner, id, version, direction));
  });

  app.delete('/categories/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, CategoryParams);
    const { version } = await readJsonBody(c, DeleteCategoryBody);
    const deleted = await deleteCategory(db, owner, id, version);
    return c.json({ id: deleted.id, deleted: true });
  });

  return app;
}
