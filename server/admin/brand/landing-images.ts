// The landing's logo and background images (issue [11/13], SPEC §9 Images), uploaded from the
// back office's landing tab. The upload is recognised by its content as product images are
// (server/admin/product-images.ts) and stored as webp, auto-rotated, without metadata:
//   logo        companies/logos/{uuid}.webp (at most 512 px a side) and
//               companies/logos/thumbnails/{uuid}.webp (128 px)
//   background  companies/landing/{uuid}.webp (at most 1920 px wide) and
//               companies/landing/thumbnails/{uuid}.webp (480 px wide)
// Uploading changes no setting: the owner puts the answered url into the landing draft and saves
// the landing section as usual. Saving derives the thumbnail of an uploaded url (uploadedThumbnail).
// The upload itself is recorded in the activity as image.upload.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inspectImage, readImage, removeFiles, writeRenditions } from '../product-images';
import { auditWrite, ownerWrite } from '../write';
import type { OwnerWrite } from '../write';

export const LANDING_IMAGE_KINDS = ['logo', 'background'] as const;
export type LandingImageKind = (typeof LANDING_IMAGE_KINDS)[number];

interface KindRule {
  folder: string;
  /** The image fits in size × size (logo) or is at most size wide (background). */
  size: number;
  thumbnail: number;
  square: boolean;
}

const RULES: Record<LandingImageKind, KindRule> = {
  logo: { folder: 'companies/logos', size: 512, thumbnail: 128, square: true },
  background: { folder: 'companies/landing', size: 1920, thumbnail: 480, square: false },
};

export interface LandingImage {
  url: string;
  thumbnail_url: string;
}

/** The thumbnail written with an uploaded landing image, or null for any other address. */
export function uploadedThumbnail(url: string | null): string | null {
  if (url === null) return null;
  const match =
    /^\/media\/(companies\/(?:logos|landing))\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/.exec(
      url,
    );
  return match ? `/media/${match[1]}/thumbnails/${match[2]}.webp` : null;
}

/**
 * Stores an uploaded logo or background with its thumbnail and records the upload (one
 * ownerWrite transaction, `image.upload`); the files go again if that fails.
 */
export async function uploadLandingImage(
  db: Kysely<Database>,
  owner: OwnerWrite,
  mediaDir: string,
  kind: LandingImageKind,
  bytes: Uint8Array,
): Promise<LandingImage> {
  const info = await inspectImage(bytes);
  const rule = RULES[kind];
  const id = randomUUID();
  const resized = (size: number) =>
    readImage(bytes)
      .resize(size, rule.square ? size : null, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  const base = join(mediaDir, rule.folder);
  const files = await writeRenditions(info, [
    { path: join(base, `${id}.webp`), render: () => resized(rule.size) },
    { path: join(base, 'thumbnails', `${id}.webp`), render: () => resized(rule.thumbnail) },
  ]);
  const image = {
    url: `/media/${rule.folder}/${id}.webp`,
    thumbnail_url: `/media/${rule.folder}/thumbnails/${id}.webp`,
  };
  try {
    await ownerWrite(db, owner.companyId, (trx) =>
      auditWrite(trx, owner, 'image', 'upload', id, null, { kind, url: image.url }),
    );
  } catch (error) {
    await removeFiles(files);
    throw error;
  }
  return image;
}
