// §1 / §2.2: UTM source and campaign are captured on arrival and sent with the order later,
// so they are kept in sessionStorage to survive navigation and reloads within the visit.
const KEY = 'comanda:utm';

export interface Utm {
  utmSource: string | null;
  utmCampaign: string | null;
}

/** A landing URL that carries any UTM value replaces both stored values; otherwise the stored ones stay. */
export function mergeUtm(fromUrl: Utm, stored: Utm | null): Utm {
  if (fromUrl.utmSource !== null || fromUrl.utmCampaign !== null) return fromUrl;
  return stored ?? { utmSource: null, utmCampaign: null };
}

export function parseStoredUtm(text: string | null): Utm | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof Utm, unknown>>;
    const pick = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    return { utmSource: pick(value.utmSource), utmCampaign: pick(value.utmCampaign) };
  } catch {
    return null;
  }
}

export function captureUtm(fromUrl: Utm): Utm {
  let stored: Utm | null = null;
  try {
    stored = parseStoredUtm(sessionStorage.getItem(KEY));
  } catch {
    stored = null;
  }
  const utm = mergeUtm(fromUrl, stored);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(utm));
  } catch {
    // Storage unavailable: the values still live in app state for this page view.
  }
  return utm;
}
