// The landing page and the brand as one settings section, `landing` (issue [11/13]): the landing
// layout (ecommerce_settings layout_settings.landing: title, content, background, buttons; the
// footer is kept as it is), the landing buttons (companies.landing_contents), the social links
// (companies.social_links, mirrored into the settings' social_networks_settings, which the
// storefront reads as a fallback) and the logo. ownerWrite bumps the catalogue version, and the
// storefront's company JSON and landing HTML are answered with no-cache, so diners see a save at
// once.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LANDING_CONTENT_TYPES, SOCIAL_NETWORKS } from '../../../src/domain/brand-schemas';
import type {
  LandingContentKind,
  LandingLayoutValue,
  LandingValue,
} from '../../../src/domain/brand-schemas';
import { fontOrFallback } from '../../../src/domain/formatting';
import type { LandingContent, LandingLayout } from '../../../src/domain/types';
import { getCompany } from '../../db/repositories/companies';
import { getEcommerceSettings } from '../../db/repositories/ecommerce';
import { isRecord, nowIso, toJson } from '../../db/json';
import type { Database } from '../../db/schema';
import { KitchenError } from '../../kitchen/errors';
import { readSection, saveSection } from '../settings-write';
import type { VersionedSection } from '../settings-write';
import type { OwnerWrite } from '../write';
import { readEcommerceJson, writeEcommerceJson } from './ecommerce-json';
import { uploadedThumbnail } from './landing-images';

export const LANDING_SECTION = 'landing';

const SETTINGS_SOCIAL_KEY = {
  facebook: 'facebookUrl',
  instagram: 'instagramUrl',
  tiktok: 'tiktokUrl',
  tripadvisor: 'tripadvisorUrl',
} as const;

const contentKind = (type: string): LandingContentKind =>
  (LANDING_CONTENT_TYPES as readonly string[]).includes(type)
    ? (type as LandingContentKind)
    : 'link';

function layoutValue(landing: LandingLayout): LandingLayoutValue {
  return {
    title: { ...landing.title, font: fontOrFallback(landing.title.font) },
    content: { ...landing.content, font: fontOrFallback(landing.content.font) },
    body: {
      background_type: landing.body.background_type,
      background_color: landing.body.background_color,
      degraded_color: { ...landing.body.degraded_color },
      background_image: {
        desktop_url: landing.body.background_image.desktop_url,
        mobile_url: landing.body.background_image.mobile_url,
      },
    },
    buttons_icons: { ...landing.buttons_icons },
  };
}

export async function readLanding(db: Kysely<Database>, companyId: string): Promise<LandingValue> {
  const [company, settings] = await Promise.all([
    getCompany(db, companyId),
    getEcommerceSettings(db, companyId),
  ]);
  if (!company || !settings) throw new KitchenError(404, 'company_not_found', 'Company not found');
  const contents = [...company.landing_contents]
    .map((content, index) => ({ content, index }))
    .sort((a, b) => a.content.order - b.content.order || a.index - b.index)
    .map(({ content }) => ({
      id: content.id,
      name: content.name,
      status: content.status,
      type: contentKind(content.type),
      value: content.value,
    }));
  return {
    layout: layoutValue(settings.layout_settings.landing),
    contents,
    social: {
      facebook: company.facebook?.url ?? null,
      instagram: company.instagram?.url ?? null,
      tiktok: company.tiktok?.url ?? null,
      tripadvisor: company.tripadvisor?.url ?? null,
    },
    logo_url: company.logo_url,
  };
}

export function readLandingSection(
  db: Kysely<Database>,
  companyId: string,
): Promise<VersionedSection<LandingValue>> {
  return readSection(db, companyId, LANDING_SECTION, (d) => readLanding(d, companyId));
}

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

async function writeLanding(
  trx: Kysely<Database>,
  companyId: string,
  value: LandingValue,
  before: LandingValue,
): Promise<void> {
  const document = await readEcommerceJson(trx, companyId);
  const settings = await getEcommerceSettings(trx, companyId);
  if (!settings) throw new KitchenError(404, 'company_not_found', 'Company not found');
  const current = settings.layout_settings.landing;
  const image = value.layout.body.background_image;
  const oldImage = current.body.background_image;
  const landing: LandingLayout = {
    ...current,
    title: value.layout.title,
    content: value.layout.content,
    body: {
      background_type: value.layout.body.background_type,
      background_color: value.layout.body.background_color,
      degraded_color: value.layout.body.degraded_color,
      background_image: {
        desktop_url: image.desktop_url,
        mobile_url: image.mobile_url,
        // A thumbnail belongs to the image it was made from: a new image shows with the one
        // written when it was uploaded (landing-images.ts), or without one.
        thumbnail_desktop_url:
          image.desktop_url === oldImage.desktop_url
            ? oldImage.thumbnail_desktop_url
            : uploadedThumbnail(image.desktop_url),
        thumbnail_mobile_url:
          image.mobile_url === oldImage.mobile_url
            ? oldImage.thumbnail_mobile_url
            : uploadedThumbnail(image.mobile_url),
      },
    },
    buttons_icons: value.layout.buttons_icons,
  };
  const layoutSettings = record(document.layout_settings);
  const social = { ...record(document.social_networks_settings) };
  for (const network of SOCIAL_NETWORKS)
    social[SETTINGS_SOCIAL_KEY[network]] = value.social[network];
  await writeEcommerceJson(trx, companyId, {
    ...document,
    layout_settings: { ...layoutSettings, landing },
    social_networks_settings: social,
  });

  const contents: LandingContent[] = value.contents.map((entry, order) => ({
    id: entry.id ?? randomUUID(),
    name: entry.name,
    order,
    status: entry.status,
    type: entry.type,
    value: entry.value,
  }));
  const link = (url: string | null) => (url === null ? null : { url });
  const logoChanged = value.logo_url !== before.logo_url;
  await trx
    .updateTable('companies')
    .set({
      landing_contents: toJson(contents),
      social_links: toJson({
        facebook: link(value.social.facebook),
        instagram: link(value.social.instagram),
        tiktok: link(value.social.tiktok),
        tripadvisor: link(value.social.tripadvisor),
      }),
      ...(logoChanged && {
        logo_url: value.logo_url,
        logo_thumbnail_url: uploadedThumbnail(value.logo_url) ?? value.logo_url,
      }),
      updated_at: nowIso(),
    })
    .where('id', '=', companyId)
    .execute();
}

export function saveLanding(
  db: Kysely<Database>,
  owner: OwnerWrite,
  version: number,
  value: LandingValue,
): Promise<VersionedSection<LandingValue>> {
  return saveSection(db, owner, {
    section: LANDING_SECTION,
    expectedVersion: version,
    read: (trx) => readLanding(trx, owner.companyId),
    write: (trx, before) => writeLanding(trx, owner.companyId, value, before),
  });
}
