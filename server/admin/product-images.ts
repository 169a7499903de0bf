// Product image uploads (issue [11/13], SPEC §9 Images). An upload is recognised by its content
// (sharp reads its header), never by its name or declared type: jpeg, png, webp, gif and avif
// are taken, anything else is 415 unsupported_image. It is stored under the media folder as
// src/features/products/product-image.ts expects to find it:
//   companies/products/images/{uuid}.{ext}               the original, auto-rotated, no metadata
//   companies/products/images/{150,800}/{uuid}.webp       square (cover crop) webp renditions
//   companies/products/images/{150,800}-fallback/{uuid}.{ext}  the same in the original format
// The files are written before the transaction and removed again if it fails, so a product never
// points at a missing file; files of an image later removed from a product are left in place.
// Decoding waits for its pixels in the server-wide budget (server/media/decoding.ts).
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { IMAGE_SIZES } from '../../src/domain/constants';
import { MENU_LIMITS } from '../../src/domain/menu-rules';
import type { Database } from '../db/schema';
import { updateProductIfVersion } from '../db/repositories/admin-products';
import type { AdminProduct } from '../db/repositories/admin-products';
import { bodyBytes } from '../http/body-bytes';
import { HttpError } from '../http/errors';
import { formParts, multipartBoundary } from '../http/multipart';
import type { FormPart } from '../http/multipart';
import { MAX_PIXELS, decodeWithin, openImage, tooManyPixels } from '../media/decoding';
import { auditProduct, lostRace, productAt, reread } from './products';
import { ownerWrite } from './write';
import type { OwnerWrite } from './write';

/** Largest accepted image file unless IMAGE_UPLOAD_MAX_BYTES says otherwise: 8 MB. */
export const DEFAULT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** What a multipart body may carry beyond the file itself (boundaries, headers). */
export const MULTIPART_SLACK_BYTES = 64 * 1024;
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

/**
 * The `image` file of a multipart body, within the size limit: a view into the body's one copy
 * (server/http/multipart.ts). As with any form, the last `image` field counts.
 */
export async function readImageUpload(c: Context, maxBytes: number): Promise<Uint8Array> {
  const boundary = multipartBoundary(c.req.header('content-type') ?? '');
  if (boundary === null)
    throw new HttpError(400, 'invalid_request', 'Expected a multipart/form-data body');
  let parts: FormPart[];
  try {
    const body = await bodyBytes(c, maxBytes + MULTIPART_SLACK_BYTES);
    parts = formParts(new Uint8Array(body), boundary);
  } catch {
    throw new HttpError(400, 'invalid_request', 'The multipart body could not be read');
  }
  const file = parts.findLast((part) => part.name === 'image');
  if (!file || file.filename === null)
    throw new HttpError(422, 'invalid_body', 'The given data was invalid', {
      errors: { image: ['is required: one file'] },
    });
  if (file.bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
  return file.bytes;
}

export interface ImageInfo {
  format: ImageFormat;
  /** Width × height: what decoding it costs (server/media/decoding.ts). */
  pixels: number;
}

function formatOf(meta: Metadata): ImageFormat {
  const { format } = meta;
  if (format === 'heif') {
    // AVIF is HEIF with AV1 inside; other HEIF (iPhone HEIC) is not widely displayable.
    if (meta.compression === 'av1') return 'avif';
    throw unsupported();
  }
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif') return format;
  throw unsupported();
}

/**
 * The image's format and size, read from its header without decoding it; 415 for anything but
 * the formats we take, 413 past MAX_PIXELS.
 */
export async function inspectImage(bytes: Uint8Array): Promise<ImageInfo> {
  let meta: Metadata;
  try {
    // Only the header is read, so no pixel limit here: with one, sharp refused an image over
    // MAX_PIXELS as unreadable (415), and the owner never learnt it was its size (413 below).
    meta = await openImage(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const { width, height } = meta;
  if (!width || !height) throw unsupported();
  if (width * height > MAX_PIXELS) throw tooManyPixels();
  return { format: formatOf(meta), pixels: width * height };
}

export interface StoredImage {
  image_url: string;
  /** Absolute paths of the five files written. */
  files: string[];
}

/** The upload, auto-rotated from its EXIF orientation; sharp drops metadata unless asked. */
export const readImage = (bytes: Uint8Array): Sharp => openImage(bytes).rotate();

/** One file to write: where, and how to make its bytes. */
export interface Rendition {
  path: string;
  render: () => Promise<Buffer>;
}

/**
 * Renders and writes each file in turn, once the image's pixels fit in the decoding budget
 * (server/media/decoding.ts); if any fails, removes what was written and throws (an image that
 * read its header but cannot be decoded is 415 unsupported_image).
 */
export function writeRenditions(
  image: ImageInfo,
  outputs: readonly Rendition[],
): Promise<string[]> {
  return decodeWithin(image.pixels, () => renderAll(outputs));
}

async function renderAll(outputs: readonly Rendition[]): Promise<string[]> {
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
 * The square renditions' source: the upload cover-cropped to the largest square once, as raw
 * pixels, each size cut from that. A 49-megapixel upload is decoded twice (this and the
 * original) rather than five times, which takes less time and leaves glibc less to keep.
 */
function squares(bytes: Uint8Array): (size: number) => Promise<Sharp> {
  const largest = Math.max(...SIZES);
  let pixels: Promise<{ data: Buffer; info: OutputInfo }> | null = null;
  return async (size) => {
    pixels ??= readImage(bytes)
      .resize(largest, largest, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = await pixels;
    const { width, height, channels } = info;
    const square = openImage(data, { raw: { width, height, channels } });
    return size === largest ? square : square.resize(size, size);
  };
}

/**
 * Writes the original (auto-rotated, metadata stripped) and the four square renditions under
 * mediaDir; removes what it wrote if any of it fails.
 */
export async function storeProductImage(
  mediaDir: string,
  bytes: Uint8Array,
  image: ImageInfo,
): Promise<StoredImage> {
  const { format } = image;
  const id = randomUUID();
  const ext = EXTENSION[format];
  const base = join(mediaDir, IMAGE_FOLDER);
  const outputs: Rendition[] = [
    { path: join(base, `${id}.${ext}`), render: () => encode(readImage(bytes), format).toBuffer() },
  ];
  const squareOf = squares(bytes);
  for (const size of SIZES) {
    outputs.push(
      {
        path: join(base, String(size), `${id}.webp`),
        render: async () => (await squareOf(size)).webp().toBuffer(),
      },
      {
        path: join(base, `${size}-fallback`, `${id}.${ext}`),
        render: async () => encode(await squareOf(size), format).toBuffer(),
      },
    );
  }
  const files = await writeRenditions(image, outputs);
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
  const image = await inspectImage(bytes);
  const stored = await storeProductImage(mediaDir, bytes, image);
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
