// The back office's settings for selling and the brand (issue [11/13]; server/routes/admin/
// settings-brand.ts): payment methods, coupons, loyalty and the landing page. Sections come and go
// as { version, value }; coupons and rewards are rows with a version each. A stale version is
// 409 edit_conflict with `current` (read with conflictCurrent).
import type {
  CouponInput,
  LandingValue,
  LoyaltyRulesValue,
  PaymentsValue,
  RewardInput,
} from '../domain/brand-schemas';
import type { Company } from '../domain/types';
import { request } from './client';
import { uploadImageFile } from './upload';
import { segment } from './url';

const BASE = '/admin';

export interface Versioned<T> {
  version: number;
  value: T;
}

export interface ProviderSummary {
  id: string;
  kind: string;
  methods: string[];
}

export interface PaymentsAnswer extends Versioned<PaymentsValue> {
  /** The active providers configured by the CLI: ids and kinds only, never their keys. */
  providers: ProviderSummary[];
}

export interface AdminCoupon extends CouponInput {
  id: string;
  coupons_used: number;
  version: number;
}

export type CouponWindow = Company['coupon_published'];

export interface AdminCoupons {
  coupons: AdminCoupon[];
  published: Versioned<CouponWindow>;
}

export interface AdminReward extends RewardInput {
  id: string;
  position: number;
  version: number;
}

export interface AdminLoyalty {
  rules: Versioned<LoyaltyRulesValue>;
  rewards: AdminReward[];
}

export interface Deleted {
  id: string;
  deleted: true;
}

export const getPayments = (): Promise<PaymentsAnswer> =>
  request('GET', `${BASE}/settings/payments`);
export const savePayments = (body: Versioned<PaymentsValue>): Promise<PaymentsAnswer> =>
  request('PUT', `${BASE}/settings/payments`, { body });

export const getCoupons = (): Promise<AdminCoupons> => request('GET', `${BASE}/coupons`);
export const createCoupon = (body: CouponInput): Promise<AdminCoupon> =>
  request('POST', `${BASE}/coupons`, { body });
export const updateCoupon = (
  id: string,
  body: CouponInput & { version: number },
): Promise<AdminCoupon> => request('PATCH', `${BASE}/coupons/${segment(id)}`, { body });
export const deleteCoupon = (id: string, version: number): Promise<Deleted> =>
  request('DELETE', `${BASE}/coupons/${segment(id)}`, { body: { version } });
export const saveCouponWindow = (body: Versioned<CouponWindow>): Promise<Versioned<CouponWindow>> =>
  request('PUT', `${BASE}/settings/coupon-published`, { body });

export const getLoyalty = (): Promise<AdminLoyalty> => request('GET', `${BASE}/loyalty`);
export const saveLoyaltyRules = (
  body: Versioned<LoyaltyRulesValue>,
): Promise<Versioned<LoyaltyRulesValue>> => request('PUT', `${BASE}/settings/loyalty`, { body });
export const createReward = (body: RewardInput): Promise<AdminReward> =>
  request('POST', `${BASE}/loyalty/rewards`, { body });
export const updateReward = (
  id: string,
  body: RewardInput & { version: number },
): Promise<AdminReward> => request('PATCH', `${BASE}/loyalty/rewards/${segment(id)}`, { body });
export const deleteReward = (id: string, version: number): Promise<Deleted> =>
  request('DELETE', `${BASE}/loyalty/rewards/${segment(id)}`, { body: { version } });

export const getLanding = (): Promise<Versioned<LandingValue>> =>
  request('GET', `${BASE}/settings/landing`);
export const saveLanding = (body: Versioned<LandingValue>): Promise<Versioned<LandingValue>> =>
  request('PUT', `${BASE}/settings/landing`, { body });

/** The `current` of a 409 edit_conflict body, when there is one. */
export function conflictCurrent(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'current' in body ? body.current : undefined;
}

export type LandingImageKind = 'logo' | 'background';

/** A stored landing image: put `url` into the draft and save the landing as usual. */
export interface LandingImage {
  url: string;
  thumbnail_url: string;
}

/** Uploads a logo or background (multipart `image`); 413 image_too_large, 415 unsupported_image. */
export const uploadLandingImage = (kind: LandingImageKind, file: File): Promise<LandingImage> =>
  uploadImageFile(`${BASE}/settings/landing/images`, { kind }, file);
