// §2.3 landing buttons: which landing contents show, in what order, and what a tap does.
import type { LandingContent } from '../../domain/types';
import { parseWifi, whatsappLink } from '../../domain/formatting';

export interface LandingButton {
  id: string;
  /** The configured label; null for the default button, whose label is translated. */
  name: string | null;
  type: string;
  value: string;
}

/** §2.3 "Default button when none is configured: 'Menu', type menu_webapp_url, value '/'". */
export const DEFAULT_LANDING_BUTTON: LandingButton = {
  id: 'default-menu',
  name: null,
  type: 'menu_webapp_url',
  value: '/',
};

/**
 * Active contents (status true) sorted by `order`; ties keep their configured order.
 * With no active content the default Menu button shows, so the landing always leads to the menu.
 */
export function landingButtons(
  contents: readonly LandingContent[] | null | undefined,
): LandingButton[] {
  const active = (contents ?? [])
    .map((content, index) => ({ content, index }))
    .filter(({ content }) => content.status === true)
    .sort((a, b) => a.content.order - b.content.order || a.index - b.index)
    .map(({ content }) => ({
      id: content.id,
      name: content.name,
      type: content.type,
      value: content.value,
    }));
  return active.length > 0 ? active : [DEFAULT_LANDING_BUTTON];
}

export type LandingAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'wifi'; network: string; password: string }
  | { kind: 'none' };

/** In-app menu paths; any other menu_webapp_url is an outside address. */
const IN_APP_MENU_PATHS = new Set(['/', '/products']);
/** Schemes a landing link may open; anything else (javascript:, data:) is refused. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A configured link as an absolute address. A bare host such as 'example.com/menu' gets
 * https://, because that is what the company typed it to mean.
 */
export function safeExternalHref(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return SAFE_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** In-app targets are bare paths; the link keeps the current query string (§2.1). */
export function landingAction(button: LandingButton): LandingAction {
  switch (button.type) {
    case 'menu_webapp_url': {
      if (IN_APP_MENU_PATHS.has(button.value.trim())) return { kind: 'navigate', to: '/products' };
      const href = safeExternalHref(button.value);
      return href ? { kind: 'external', href } : { kind: 'none' };
    }
    case 'whatsapp_number':
      return { kind: 'external', href: whatsappLink(button.value, '') };
    case 'wifi_network':
      return { kind: 'wifi', ...parseWifi(button.value) };
    default: {
      const href = safeExternalHref(button.value);
      return href ? { kind: 'external', href } : { kind: 'none' };
    }
  }
}
