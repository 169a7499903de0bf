// §2.3 / §2.8 / §2.11 company links shown on the landing and in the information modal.
import type { Company, EcommerceSettings } from '../../domain/types';
import { mapsSearchLink, reviewLink } from '../../domain/formatting';

export interface RatingView {
  href: string;
  /** The review score, or null when the reviews service has none yet. */
  score: number | null;
  count: number | null;
}

/** §2.3: only when ratings display is on and a place id exists. */
export function ratingView(settings: EcommerceSettings | null | undefined): RatingView | null {
  const google = settings?.google_settings;
  const placeId = google?.place_id?.trim();
  if (!google?.display_ratings || !placeId) return null;
  const score =
    typeof google.ratings_score === 'number' && Number.isFinite(google.ratings_score)
      ? google.ratings_score
      : null;
  const count =
    typeof google.ratings_count === 'number' && google.ratings_count > 0
      ? google.ratings_count
      : null;
  return { href: reviewLink(placeId), score, count };
}

export interface AddressView {
  text: string;
  href: string;
}

/** §2.3: when the company shows its address and has latitude and longitude. */
export function addressView(company: Company | null | undefined): AddressView | null {
  const text = company?.address?.trim();
  if (!company?.address_enabled || !text) return null;
  if (typeof company.latitude !== 'number' || typeof company.longitude !== 'number') return null;
  return { text, href: mapsSearchLink(text) };
}
