// §1 / §2.2: UTM source and campaign are captured on arrival and sent with the order later,
// so they are kept in sessionStorage to survive navigation and reloads within the visit. Every
// value is cut to what an order keeps (domain/campaign.ts) when it is captured and when it is
// read back, so a long campaign link, or a value stored before that rule, never blocks an order.
import { campaignValue } from '../../domain/campaign';

const KEY = 'comanda:utm';

export interface Utm {
  utmSource: string | null;
  utmCampaign: string | null;
}

/** A landing URL that carries any UTM value replaces both stored values; otherwise the stored ones stay. */
export function mergeUtm(fromUrl: Utm, stored: Utm | null): Utm {
  const url = cleanUtm(fromUrl);
  if (url.utmSource !== null || url.utmCampaign !== null) return url;
  return stored ? cleanUtm(stored) : { utmSource: null, utmCampaign: null };
}

/** Both values as an order keeps them (trimmed, at most UTM_MAX characters, or none). */
export function cleanUtm(utm: Utm): Utm {
  return { utmSource: campaignValue(utm.utmSource), utmCampaign: campaignValue(utm.utmCampaign) };
}

export function parseStoredUtm(text: string | null): Utm | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof Utm, unknown>>;
    return {
      utmSource: campaignValue(value.utmSource),
      utmCampaign: campaignValue(value.utmCampaign),
    };
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
