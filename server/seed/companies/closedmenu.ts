// `closedmenu`: a company whose digital menu is disabled (menu_enabled false), so every
// page answers the localized 404 of §2.7. A small menu exists to prove it is never shown.
import { defaultCompanyInput, everyDay } from '../../db/defaults';
import { baseSettings, layoutSettings, mediaLogo, payments } from '../builders';
import { dish } from '../menu';
import type { Brand, DemoCompany } from '../types';

const token = 'closedmenu';
const name = 'Closed Menu Café';
const brand: Brand = {
  primary: '#6B7280',
  secondary: '#374151',
  text: '#FFFFFF',
  imageBackground: false,
};

export function closedmenuCompany(): DemoCompany {
  return {
    brand,
    company: {
      ...defaultCompanyInput({
        token,
        name,
        country: 'US',
        language: 'en',
        currency: 'USD',
        timezone: 'America/Chicago',
      }),
      ...mediaLogo(token),
      business_hours_settings: everyDay('07:00', '15:00'),
      current_subscriptions: [{ name: 'premium', monthly_orders_limit: null }],
      highest_plan: 'premium',
      menu_enabled: false,
    },
    settings: {
      ...baseSettings(name, { table: true, onsite: false, takeaway: true, delivery: false }),
      layout_settings: layoutSettings(token, brand, {
        name,
        summary: 'Coffee and pastries',
        titleFont: 'poppins',
        bodyFont: 'poppins',
        form: 'filled_squared',
        background: 'flat_color',
      }),
    },
    menu: {
      groups: {},
      categories: [
        {
          name: 'Coffee',
          dishes: [
            dish('Drip Coffee', 'House blend', 250),
            dish('Croissant', 'Butter croissant', 350),
            dish('Blueberry Muffin', 'Baked this morning', 375),
          ],
        },
      ],
    },
    qrs: [],
    coupons: [],
    loyalty: null,
    payments: payments(token, ['table', 'takeaway']),
    orderSettings: {},
  };
}
