// The settings for selling and the brand in the back office (issue [11/13]), owner only and
// scoped to the company of the Host (a company id is never read from the body):
//   GET    /api/admin/settings/payments           { version, value, providers }
//   PUT    /api/admin/settings/payments           { version, value }   → { version, value, providers }
//   GET    /api/admin/coupons                     { coupons, published: { version, value } }
//   POST   /api/admin/coupons                     coupon               → 201 the coupon
//   PATCH  /api/admin/coupons/:id                 { version, …coupon } → the coupon
//   DELETE /api/admin/coupons/:id                 { version }          → { id, deleted: true }
//   PUT    /api/admin/settings/coupon-published   { version, value: { active, start_date, end_date } }
//   GET    /api/admin/loyalty                     { rules: { version, value }, rewards }
//   PUT    /api/admin/settings/loyalty            { version, value: { active, points_per_unit } }
//   POST   /api/admin/loyalty/rewards             reward               → 201 the reward
//   PATCH  /api/admin/loyalty/rewards/:id         { version, …reward } → the reward
//   DELETE /api/admin/loyalty/rewards/:id         { version }          → { id, deleted: true }
//   GET    /api/admin/settings/landing            { version, value: { layout, contents, social, logo_url } }
//   PUT    /api/admin/settings/landing            { version, value }
//   POST   /api/admin/settings/landing/images?kind=logo|background   multipart `image`
//                                                  → 201 { url, thumbnail_url } (no setting changes)
// Bodies are validated with src/domain/brand-schemas.ts (422 invalid_body, errors per field). A
// stale version is 409 edit_conflict with `current`.
import { Hono } from 'hono';
import { enums, object } from 'superstruct';
import {
  CouponBody,
  CouponPublishedBody,
  CouponUpdateBody,
  LandingBody,
  LoyaltyRulesBody,
  PaymentsBody,
  RewardBody,
  RewardUpdateBody,
  RowVersionBody,
} from '../../../src/domain/brand-schemas';
import { couponStore, readCoupons, savePublished } from '../../admin/brand/coupons';
import { readLandingSection, saveLanding } from '../../admin/brand/landing';
import { LANDING_IMAGE_KINDS, uploadLandingImage } from '../../admin/brand/landing-images';
import { readImageUpload } from '../../admin/product-images';
import { readLoyalty, rewardStore, saveLoyaltyRules } from '../../admin/brand/loyalty';
import { readPaymentsAnswer, savePayments } from '../../admin/brand/payment-methods';
import { createRow, deleteRow, updateRow } from '../../admin/brand/rows';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams, readQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

const RowParams = object({ id: Id });
const LandingImageQuery = object({ kind: enums(LANDING_IMAGE_KINDS) });

export function brandSettingsRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  app.get('/settings/payments', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    return c.json(await readPaymentsAnswer(db, companyId));
  });

  app.put('/settings/payments', async (c) => {
    const owner = await requireOwner(c, deps);
    const { version, value } = await readJsonBody(c, PaymentsBody);
    return c.json(await savePayments(db, owner, version, value));
  });

  app.get('/coupons', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    return c.json(await readCoupons(db, companyId));
  });

  app.post('/coupons', async (c) => {
    const owner = await requireOwner(c, deps);
    const body = await readJsonBody(c, CouponBody);
    return c.json(await createRow(db, owner, couponStore, body), 201);
  });

  app.patch('/coupons/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, RowParams);
    const { version, ...coupon } = await readJsonBody(c, CouponUpdateBody);
    return c.json(await updateRow(db, owner, couponStore, id, version, coupon));
  });

  app.delete('/coupons/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, RowParams);
    const { version } = await readJsonBody(c, RowVersionBody);
    const deleted = await deleteRow(db, owner, couponStore, id, version);
    return c.json({ id: deleted.id, deleted: true });
  });

  app.put('/settings/coupon-published', async (c) => {
    const owner = await requireOwner(c, deps);
    const { version, value } = await readJsonBody(c, CouponPublishedBody);
    return c.json(await savePublished(db, owner, version, value));
  });

  app.get('/loyalty', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    return c.json(await readLoyalty(db, companyId));
  });

  app.put('/settings/loyalty', async (c) => {
    const owner = await requireOwner(c, deps);
    const { version, value } = await readJsonBody(c, LoyaltyRulesBody);
    return c.json(await saveLoyaltyRules(db, owner, version, value));
  });

  app.post('/loyalty/rewards', async (c) => {
    const owner = await requireOwner(c, deps);
    const body = await readJsonBody(c, RewardBody);
    return c.json(await createRow(db, owner, rewardStore, body), 201);
  });

  app.patch('/loyalty/rewards/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, RowParams);
    const { version, ...reward } = await readJsonBody(c, RewardUpdateBody);
    return c.json(await updateRow(db, owner, rewardStore, id, version, reward));
  });

  app.delete('/loyalty/rewards/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, RowParams);
    const { version } = await readJsonBody(c, RowVersionBody);
    const deleted = await deleteRow(db, owner, rewardStore, id, version);
    return c.json({ id: deleted.id, deleted: true });
  });

  app.get('/settings/landing', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    return c.json(await readLandingSection(db, companyId));
  });

  app.put('/settings/landing', async (c) => {
    const owner = await requireOwner(c, deps);
    const { version, value } = await readJsonBody(c, LandingBody);
    return c.json(await saveLanding(db, owner, version, value));
  });

  app.post('/settings/landing/images', async (c) => {
    const owner = await requireOwner(c, deps);
    const { kind } = readQuery(c, LandingImageQuery);
    const bytes = await readImageUpload(c, deps.env.IMAGE_UPLOAD_MAX_BYTES);
    return c.json(await uploadLandingImage(db, owner, deps.mediaDir, kind, bytes), 201);
  });

  return app;
}
