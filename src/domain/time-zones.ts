// The company's time zone is one of the IANA zones the runtime knows (issue [16/21] item 13): the
// back office offers them as a searchable list, and the same check runs in the browser and on the
// server (settings-hours.ts TimeZoneName), so no free text such as 'america/bogota' or 'Mars' is
// stored.

/** Matches the IANA shape: 'UTC', 'Asia/Dubai', 'America/Argentina/Buenos_Aires', 'Etc/GMT+3'. */
const IANA_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

let names: readonly string[] | null = null;
let known: ReadonlySet<string> | null = null;

/**
 * Every zone this runtime offers (Intl.supportedValuesOf('timeZone')), sorted, with UTC (which
 * V8 leaves out of that list, though every runtime knows it).
 */
export function timeZoneNames(): readonly string[] {
  if (!names) {
    const listed =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    names = [...new Set([...listed, 'UTC'])].sort();
    known = new Set(names);
  }
  return names;
}

function knownZones(): ReadonlySet<string> {
  timeZoneNames();
  return known ?? new Set();
}

/** The runtime's canonical name of the zone ('Asia/Kolkata' → 'Asia/Calcutta'); null if unknown. */
function canonicalZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * A time zone the company may use: a name of the list (timeZoneNames), or another IANA name of a
 * listed zone (a link such as 'Asia/Kolkata' or 'Europe/Kyiv': runtimes list one or the other).
 * Not a name in another case ('america/bogota'), which Intl would accept but no list shows.
 */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64 || !IANA_SHAPE.test(value)) return false;
  const zones = knownZones();
  if (zones.has(value)) return true;
  const canonical = canonicalZone(value);
  if (canonical === null) return false;
  return (
    (zones.has(canonical) || canonical === 'UTC') && value.toLowerCase() !== canonical.toLowerCase()
  );
}
