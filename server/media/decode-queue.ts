// A queue for image decoding with two bounds: how many decodes run at once (slots), and how many
// pixels they may hold between them (the pixel budget). A decode's memory grows with its pixels,
// not its file size: a 1.3 MB PNG of 7000 × 7000 decodes to 49 million pixels. Four such uploads
// at once took the server from 358 to 817 MB, and glibc kept most of it afterwards (issue
// [14/21]). Each decode waits for its turn in arrival order: the first in line starts as soon as
// its pixels fit, and nothing behind it overtakes it, so a large image is never starved by a
// stream of small ones. Pure logic, no sharp: server/media/decoding.ts holds the instance.

export interface DecodeLimits {
  /** Pixels all running decodes may hold together; one image over it is refused. */
  pixels: number;
  /** Decodes running at once, whatever their size. */
  slots: number;
}

/** The image alone is larger than the whole budget: it would never fit, so it never waits. */
export class OverPixelBudget extends Error {
  constructor(
    readonly pixels: number,
    readonly budget: number,
  ) {
    super(`an image of ${pixels} pixels is over the decoding budget of ${budget}`);
    this.name = 'OverPixelBudget';
  }
}

interface Waiter {
  pixels: number;
  start: () => void;
}

export interface DecodeQueueState {
  /** Pixels held by the running decodes. */
  pixels: number;
  running: number;
  waiting: number;
}

export class DecodeQueue {
  private pixels = 0;
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly limits: DecodeLimits) {}

  /**
   * Runs `work` once `pixels` fit (in arrival order) and gives them back when it settles, whether
   * it resolved or threw. Rejects at once with OverPixelBudget when `pixels` alone exceed the
   * budget (or are not a number of pixels at all).
   */
  async run<T>(pixels: number, work: () => Promise<T>): Promise<T> {
    if (!(pixels >= 0) || pixels > this.limits.pixels)
      throw new OverPixelBudget(pixels, this.limits.pixels);
    await this.admit(pixels);
    try {
      return await work();
    } finally {
      this.pixels -= pixels;
      this.running -= 1;
      this.startWaiting();
    }
  }

  get state(): DecodeQueueState {
    return { pixels: this.pixels, running: this.running, waiting: this.waiting.length };
  }

  private fits(pixels: number): boolean {
    return this.running < this.limits.slots && this.pixels + pixels <= this.limits.pixels;
  }

  private take(pixels: number): void {
    this.pixels += pixels;
    this.running += 1;
  }

  private admit(pixels: number): Promise<void> {
    if (this.waiting.length === 0 && this.fits(pixels)) {
      this.take(pixels);
      return Promise.resolve();
    }
    return new Promise((start) => this.waiting.push({ pixels, start }));
  }

  private startWaiting(): void {
    for (let next = this.waiting[0]; next && this.fits(next.pixels); next = this.waiting[0]) {
      this.waiting.shift();
      this.take(next.pixels);
      next.start();
    }
  }
}
