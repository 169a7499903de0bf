// How the server decodes images (uploads, and the preview cards drawn from stored ones): the one
// place sharp is configured, and the one queue every decode waits in (decode-queue.ts), so memory
// is bounded by pixels in flight rather than by how many owners upload at once. Measured with
// `npm run bench -- --only=uploads`: four concurrent 7000 × 7000 uploads stay under 500 MB of RSS.
import sharp from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';
import { HttpError } from '../http/errors';
import { DecodeQueue, OverPixelBudget } from './decode-queue';
import type { DecodeQueueState } from './decode-queue';

/** Decoded pixels one image may have: a small file can still decode to gigabytes. */
export const MAX_PIXELS = 50_000_000;

/**
 * Pixels decoding at once, server-wide: one image of the largest size, or several smaller ones
 * (two 12-megapixel phone photos together). A decode holds roughly 3 to 4 bytes per pixel of its
 * image while it works, and glibc keeps what several threads freed, so the budget, not the
 * number of requests, is what bounds the server's memory.
 */
export const DECODE_PIXEL_BUDGET = MAX_PIXELS;

/** Decodes at once, whatever their size: the 2 cores of a small server. */
const DECODE_SLOTS = 2;

// One libvips thread per image: the queue already runs two images side by side, and each thread
// would keep its own malloc arena (sharp picks 1 itself on glibc without jemalloc; this makes
// every platform do the same). No operation cache: it keeps recent results (up to 50 MB) for a
// repeat of the same input, and every upload is a new one.
sharp.concurrency(1);
sharp.cache(false);

const queue = new DecodeQueue({ pixels: DECODE_PIXEL_BUDGET, slots: DECODE_SLOTS });

/** What is decoding now and what waits: for the tests that watch uploads queue. */
export const decodingState = (): DecodeQueueState => queue.state;

/** An image with more pixels than MAX_PIXELS, in the owner's terms. */
export const tooManyPixels = (): HttpError =>
  new HttpError(
    413,
    'image_too_large',
    `The image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels (for example 7000 × 7000)`,
    { params: { max_pixels: MAX_PIXELS } },
  );

/**
 * Runs the decodes of one image of `pixels` pixels (width × height, from its header) once they
 * fit in the budget; an image over the whole budget is 413 image_too_large at once. The work
 * must not itself wait in this queue.
 */
export async function decodeWithin<T>(pixels: number, work: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(pixels, work);
  } catch (error) {
    if (error instanceof OverPixelBudget) throw tooManyPixels();
    throw error;
  }
}

/** sharp over an image's bytes, never reading more than MAX_PIXELS. */
export const openImage = (bytes: Uint8Array, options: SharpOptions = {}): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_PIXELS, ...options });
