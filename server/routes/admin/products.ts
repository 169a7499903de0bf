// The menu's products in the back office (issue [11/13]), owner only and scoped to the company of
// the Host (a company id is never read from the body). Money is in integer minor units.
//   GET    /api/admin/products?category_id=…   { catalog_version, products } in display order
//   GET    /api/admin/products/:id             the product
//   POST   /api/admin/products                 { category_id, name, description?, visible?,
//          stock_enabled?, variants: [{ name, price, original_price?, stock? }],
//          modifier_group_ids? }               → 201 the product, at the end of its category
//   PUT    /api/admin/products/:id             the whole product with its version → the product
//   POST   /api/admin/products/:id/move        { version, direction } → { product, neighbour }
//   DELETE /api/admin/products/:id             { version } → { id, deleted: true }
//   POST   /api/admin/products/:id/images?version=N   multipart `image` → the product
// A stale version is 409 edit_conflict with the product as it is now (`current`). The rules are
// server/admin/products.ts and server/admin/product-images.ts.
import { Hono } from 'hono';
import { coerce, object, string } from 'superstruct';
import { addProductImage, readImageUpload } from '../../admin/product-images';
import {
  CreateProductBody,
  DeleteProductBody,
  MoveProductBody,
  ProductsQuery,
  UpdateProductBody,
} from '../../admin/product-bodies';
import {
  createProduct,
  deleteProduct,
  moveProduct,
  readProduct,
  readProducts,
  updateProduct,
} from '../../admin/products';
import { Version } from '../../admin/write';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams, readQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

const ProductParams = object({ id: Id });
/** ?version=N, a whole number of 1 or more read from its decimal text. */
const UploadQuery = object({
  version: coerce(Version, string(), (text) => (/^\d{1,15}$/.test(text) ? Number(text) : NaN)),
});

export function productRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  app.get('/products', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    const { category_id } = readQuery(c, ProductsQuery);
    return c.json(await readProducts(db, companyId, category_id));
  });

  app.get('/products/:id', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    const { id } = readParams(c, ProductParams);
    return c.json(await readProduct(db, companyId, id));
  });

  app.post('/products', async (c) => {
    const owner = await requireOwner(c, deps);
    const body = await readJsonBody(c, CreateProductBody);
    return c.json(await createProduct(db, owner, body), 201);
  });

  app.put('/products/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, ProductParams);
    const body = await readJsonBody(c, UpdateProductBody);
    return c.json(await updateProduct(db, owner, id, body));
  });

  app.post('/products/:id/move', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, ProductParams);
    const { version, direction } = await readJsonBody(c, MoveProductBody);
    return c.json(await moveProduct(db, owner, id, version, direction));
  });

  app.delete('/products/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, ProductParams);
    const { version } = await readJsonBody(c, DeleteProductBody);
    const deleted = await deleteProduct(db, owner, id, version);
    return c.json({ id: deleted.id, deleted: true });
  });

  app.post('/products/:id/images', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, ProductParams);
    const { version } = readQuery(c, UploadQuery);
    const bytes = await readImageUpload(c, deps.env.IMAGE_UPLOAD_MAX_BYTES);
    return c.json(await addProductImage(db, owner, deps.mediaDir, id, version, bytes));
  });

  return app;
}
