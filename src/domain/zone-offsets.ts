// A time zone's UTC offsets over a window, as spans of constant offset. The server sends the
// company zone's spans for the coming days with the page (BootData.zone), and hours-time.ts reads
// them before asking Intl: a phone's first Intl.DateTimeFormat for a zone loads that zone's data,
// about 15 ms on a mid-range phone (60 ms on Lighthouse's 4× slowed CPU), and the opening-hours
// checks that draw the page call it dozens of times (issue [12/13]: no long task before the menu
// works). Outside the window, or for another zone, Intl answers as before.

export interface ZoneSpan {
  /** First instant of the span (ms since the epoch, inclusive). */
  from: number;
  /** End of the span (exclusive). */
  to: number;
  /** The zone's offset from UTC during the span (ms). */
  offset: number;
}

export interface ZoneOffsets {
  zone: string;
  spans: ZoneSpan[];
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The spans of `zone` over [fromMs, toMs), from `offsetAt` (the zone's offset at an instant).
 * Sampled hourly, each change found to the minute by bisection: every transition since 1970
 * falls on a whole minute, and none comes within an hour of another.
 */
export function zoneSpans(
  fromMs: number,
  toMs: number,
  offsetAt: (instantMs: number) => number,
): ZoneSpan[] {
  const start = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS;
  if (!(toMs > start)) return [];
  const spans: ZoneSpan[] = [];
  let spanStart = start;
  let offset = offsetAt(start);
  for (let at = start + HOUR_MS; at < toMs + HOUR_MS; at += HOUR_MS) {
    const probe = Math.min(at, toMs);
    const next = offsetAt(probe);
    if (next !== offset) {
      // The change lies in (probe - HOUR, probe]: the first minute with the new offset.
      let low = probe - HOUR_MS;
      let high = probe;
      while (high - low > MINUTE_MS) {
        const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(mid) === offset) low = mid;
        else high = mid;
      }
      spans.push({ from: spanStart, to: high, offset });
      spanStart = high;
      offset = next;
    }
    if (probe === toMs) break;
  }
  spans.push({ from: spanStart, to: toMs, offset });
  return spans;
}

/** The offset of the span holding `instantMs`, or undefined outside them. */
export function spanOffset(spans: readonly ZoneSpan[], instantMs: number): number | undefined {
  for (const span of spans) if (instantMs >= span.from && instantMs < span.to) return span.offset;
  return undefined;
}

function isSpan(value: unknown): value is ZoneSpan {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to, offset } = value as Record<string, unknown>;
  return (
    Number.isFinite(from) &&
    Number.isFinite(to) &&
    Number.isFinite(offset) &&
    (from as number) < (to as number) &&
    Math.abs(offset as number) <= 18 * HOUR_MS
  );
}

/** Checks spans read from the page: anything malformed is dropped and Intl answers instead. */
export function parseZoneOffsets(value: unknown): ZoneOffsets | null {
  if (typeof value !== 'object' || value === null) return null;
  const { zone, spans } = value as Record<string, unknown>;
  if (typeof zone !== 'string' || zone === '' || !Array.isArray(spans) || spans.length === 0)
    return null;
  if (!spans.every(isSpan)) return null;
  return { zone, spans };
}
