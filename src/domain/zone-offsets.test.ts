// The offsets the server sends with a page (zone-offsets.ts) must be the ones Intl gives.
import { describe, expect, it } from 'vitest';
import { seedZoneOffsets, zoneOffset, zoneOffsetsAround } from './hours-time';
import { parseZoneOffsets, spanOffset, zoneSpans } from './zone-offsets';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('zoneSpans', () => {
  it('finds a change to the minute', () => {
    const change = Date.UTC(2026, 2, 8, 7, 0);
    const offsetAt = (ms: number) => (ms < change ? -5 * HOUR : -4 * HOUR);
    const spans = zoneSpans(change - 30 * HOUR - 17 * MINUTE, change + 10 * HOUR, offsetAt);
    expect(spans).toEqual([
      { from: change - 30 * HOUR - 17 * MINUTE, to: change, offset: -5 * HOUR },
      { from: change, to: change + 10 * HOUR, offset: -4 * HOUR },
    ]);
  });

  it('finds a change at an odd minute (Lord Howe: 30-minute shifts)', () => {
    const change = Date.UTC(2026, 9, 3, 15, 30);
    const offsetAt = (ms: number) => (ms < change ? 10.5 * HOUR : 11 * HOUR);
    const spans = zoneSpans(change - 5 * HOUR, change + 5 * HOUR, offsetAt);
    expect(spans.map((s) => s.to)).toEqual([change, change + 5 * HOUR]);
  });

  it('is one span when nothing changes, and none for an empty window', () => {
    expect(zoneSpans(0, 10 * HOUR, () => 0)).toEqual([{ from: 0, to: 10 * HOUR, offset: 0 }]);
    expect(zoneSpans(10 * HOUR, 10 * HOUR, () => 0)).toEqual([]);
  });

  it.each(['America/New_York', 'Europe/London', 'America/Sao_Paulo', 'Australia/Lord_Howe'])(
    'agrees with Intl for %s over the window, across its transitions',
    (zone) => {
      // Windows holding a northern spring change and a southern autumn one.
      for (const now of [
        Date.UTC(2026, 2, 5, 12),
        Date.UTC(2026, 3, 1, 12),
        Date.UTC(2026, 9, 28),
      ]) {
        const { spans } = zoneOffsetsAround(zone, now);
        for (let at = now - 9 * 86_400_000; at < now + 16 * 86_400_000; at += 37 * MINUTE) {
          const intl = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            timeZoneName: 'longOffset',
          })
            .formatToParts(new Date(at))
            .find((p) => p.type === 'timeZoneName')?.value;
          const match = /GMT([+-])(\d{2}):(\d{2})/.exec(intl ?? '');
          const expected = match
            ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * HOUR + Number(match[3]) * MINUTE)
            : 0;
          expect(spanOffset(spans, at)).toBe(expected);
        }
      }
    },
  );
});

describe('seeded offsets', () => {
  it('are read before Intl, for their window only', () => {
    // A zone Intl does not know: only the seed can give it an offset.
    seedZoneOffsets({ zone: 'Test/Seeded', spans: [{ from: 0, to: 1_000, offset: 7 * HOUR }] });
    expect(zoneOffset('Test/Seeded', 500)).toBe(7 * HOUR);
    expect(zoneOffset('Test/Seeded', 5_000)).toBe(0);
  });

  it('parse what the page carries and refuse the malformed', () => {
    const good = { zone: 'Europe/Paris', spans: [{ from: 0, to: 10, offset: HOUR }] };
    expect(parseZoneOffsets(good)).toEqual(good);
    expect(parseZoneOffsets({ zone: 'Europe/Paris', spans: [] })).toBeNull();
    expect(parseZoneOffsets({ zone: '', spans: good.spans })).toBeNull();
    expect(parseZoneOffsets({ zone: 'X', spans: [{ from: 10, to: 0, offset: 0 }] })).toBeNull();
    expect(
      parseZoneOffsets({ zone: 'X', spans: [{ from: 0, to: 1, offset: 99 * HOUR }] }),
    ).toBeNull();
    expect(parseZoneOffsets('nope')).toBeNull();
  });
});
