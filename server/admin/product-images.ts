// Product image uploads (issue [11/13], SPEC §9 Images). An upload is recognised by its content
// (sharp reads its header), never by its name or declared type: jpeg, png, webp, gif and avif
// are taken, anything else is 415 unsupported_image. It is stored under the media folder as
// src/features/products/product-image.ts expects to find it:
//   companies/products/images/{uuid}.{ext}               the original, auto-rotated, no metadata
//   companies/products/images/{150,800}/{uuid}.webp       square (cover crop) webp renditions
//   companies/products/images/{150,800}-fallback/{uuid}.{ext}  the same in the original format
// The files are written before the transaction and removed again if it fails, so a product never
// points at a missing file; files of an image later removed from a product are left in place.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { IMAGE_SIZES } from '../../src/domain/constants';
import { MENU_LIMITS } from '../../src/domain/menu-rules';
import type { Database } from '../db/schema';
import { updateProductIfVersion } from '../db/repositories/admin-products';
import type { AdminProduct } from '../db/repositories/admin-products';
import { HttpError } from '../http/errors';
import { auditProduct, lostRace, productAt, reread } from './products';
import { ownerWrite } from './write';
import type { OwnerWrite } from './write';

/** Largest accepted image file unless IMAGE_UPLOAD_MAX_BYTES says otherwise: 8 MB. */
export const DEFAULT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** What a multipart body may carry beyond the file itself (boundaries, headers). */
export const MULTIPART_SLACK_BYTES = 64 * 1024;
/** Decoded pixels sharp may read: a small file can still decode to gigabytes. */
export const MAX_PIXELS = 50_000_000;

export const IMAGE_FOLDER = 'companies/products/images';
const SIZES = [IMAGE_SIZES.thumb, IMAGE_SIZES.full] as const;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
const EXTENSION: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

/**
 * Whether a request is an image upload (the body limit lets these carry a file): a product's
 * images, or the landing's logo and background (server/admin/brand/landing-images.ts).
 */
export function isImageUploadPath(method: string, path: string, apiBase: string): boolean {
  if (method !== 'POST') return false;
  if (path === `${apiBase}/admin/settings/landing/images`) return true;
  if (!path.startsWith(`${apiBase}/admin/products/`)) return false;
  return /^\/[^/]+\/images$/.test(path.slice(`${apiBase}/admin/products`.length));
}

export const unsupported = (): HttpError =>
  new HttpError(
    415,
    'unsupported_image',
    'This file is not an image we can use: upload a JPEG, PNG, WebP, GIF or AVIF',
  );
const tooLarge = (maxBytes: number): HttpError =>
  new HttpError(
    413,
    'image_too_large',
    `The image is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB`,
    { params: { max_bytes: maxBytes } },
  );
export const tooManyImages = (): HttpError =>
  new HttpError(
    422,
    'too_many_images',
    `A product has at most ${MENU_LIMITS.imagesPerProduct} images: remove one first`,
  );

/** The `image` file of a multipart body, within the size limit. */
export async function readImageUpload(c: Context, maxBytes: number): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new HttpError(400, 'invalid_request', 'Expected a multipart/form-data body');
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'invalid_request', 'The multipart body could not be read');
  }
  const file = body.image;
  if (!(file instanceof File))
    throw new HttpError(422, 'invalid_body', 'The given data was invalid', {
      errors: { image: ['is required: one file'] },
    });
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  return new Uint8Array(await file.arrayBuffer());
}

/** The image's format, read from its content; 415 for anything else. */
export async function imageFormat(bytes: Uint8Array): Promise<ImageFormat> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw unsupported();
  }
  const { format, width, height } = meta;
  if (!width || !height) throw unsupported();
  if (width * height > MAX_PIXELS)
    throw new HttpError(413, 'image_too_large', 'The image has too many pixels');
  if (format === 'heif') {
    // AVIF is HEIF with AV1 inside; other HEIF (iPhone HEIC) is not widely displayable.
    if (meta.compression === 'av1') return 'avif';
    throw unsupported();
  }
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif') return format;
  throw unsupported();
}

export interface StoredImage {
  image_url: string;
  /** Absolute paths of the five files written. */
  files: string[];
}

/** The upload, auto-rotated from its EXIF orientation; sharp drops metadata unless asked. */
export const readImage = (bytes: Uint8Array): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();

/** One file to write: where, and how to make its bytes. */
export interface Rendition {
  path: string;
  render: () => Promise<Buffer>;
}

/**
 * Renders and writes each file in turn; if any fails, removes what was written and throws (an
 * image that read its header but cannot be decoded is 415 unsupported_image).
 */
export async function writeRenditions(outputs: readonly Rendition[]): Promise<string[]> {
  const files: string[] = [];
  try {
    for (const output of outputs) {
      const data = await output.render();
      await mkdir(dirname(output.path), { recursive: true });
      files.push(output.path);
      await writeFile(output.path, data);
    }
  } catch (error) {
    await removeFiles(files);
    if (error instanceof HttpError) throw error;
    // The header read, but the image itself could not be decoded (truncated, corrupt).
    throw unsupported();
  }
  return files;
}

const encode = (image: Sharp, format: ImageFormat): Sharp =>
  format === 'jpeg' ? image.jpeg({ quality: 85, mozjpeg: true }) : image.toFormat(format);

/**
 * Writes the original (auto-rotated, metadata stripped) and the four square renditions under
 * mediaDir; removes what it wrote if any of it fails.
 */
export async function storeProductImage(
  mediaDir: string,
  bytes: Uint8Array,
  format: ImageFormat,
): Promise<StoredImage> {
  const id = randomUUID();
  const ext = EXTENSION[format];
  const base = join(mediaDir, IMAGE_FOLDER);
  const source = () => readImage(bytes);
  const outputs: Rendition[] = [
    { path: join(base, `${id}.${ext}`), render: () => encode(source(), format).toBuffer() },
  ];
  for (const size of SIZES) {
    const square = () => source().resize(size, size, { fit: 'cover', position: 'centre' });
    outputs.push(
      { path: join(base, String(size), `${id}.webp`), render: () => square().webp().toBuffer() },
      {
        path: join(base, `${size}-fallback`, `${id}.${ext}`),
        render: () => encode(square(), format).toBuffer(),
      },
    );
  }
  const files = await writeRenditions(outputs);
  return { image_url: `/media/${IMAGE_FOLDER}/${id}.${ext}`, files };
}

export async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/**
 * Appends an uploaded image to the product at `version`: checked first (404, 409, 422 at ten
 * images) so a refused upload costs no resizing, stored, then saved in one ownerWrite
 * transaction (version + 1, one `product.image_add` audit entry); the files go if it fails.
 */
export async function addProductImage(
  db: Kysely<Database>,
  owner: OwnerWrite,
  mediaDir: string,
  id: string,
  version: number,
  bytes: Uint8Array,
): Promise<AdminProduct> {
  const { companyId } = owner;
  const loaded = await productAt(db, companyId, id, version);
  if (loaded.images.length >= MENU_LIMITS.imagesPerProduct) throw tooManyImages();
  const format = await imageFormat(bytes);
  const stored = await storeProductImage(mediaDir, bytes, format);
  try {
    return await ownerWrite(db, companyId, async (trx) => {
      const before = await productAt(trx, companyId, id, version);
      if (before.images.length >= MENU_LIMITS.imagesPerProduct) throw tooManyImages();
      const images = [...before.images, { image_url: stored.image_url }];
      if (!(await updateProductIfVersion(trx, companyId, id, version, { images })))
        return lostRace(trx, companyId, id);
      const after = await reread(trx, companyId, id);
      await auditProduct(trx, owner, 'image_add', id, before, after);
      return after;
    });
  } catch (error) {
    await removeFiles(stored.files);
    throw error;
  }
}
