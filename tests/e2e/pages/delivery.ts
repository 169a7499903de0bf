// Page object for the §2.10 delivery screens: address search, the map pin, the map address
// confirm, current location and the activate-location modal. Selectors are structural (roles,
// names of fields, screen ids), so the same steps work in every locale.
import type { Locator } from 'playwright-core';
import type { CheckoutPageObject } from './checkout';

export const SCREENS = {
  address: 'CHECKOUT_STEP_DELIVERY_ADDRESS',
  search: 'CHECKOUT_STEP_DELIVERY_AUTOCOMPLETE',
  manual: 'CHECKOUT_STEP_DELIVERY_ADDRESS_CREATE',
  map: 'CHECKOUT_STEP_DELIVERY_MAP',
  confirm: 'CHECKOUT_STEP_DELIVERY_MAP_ADDRESS_CREATE',
} as const;

export class DeliveryPageObject {
  constructor(readonly checkout: CheckoutPageObject) {}

  private content(): Locator {
    return this.checkout.content();
  }

  /** From the address list: 'add new address', expecting the search screen. */
  async openSearch(): Promise<void> {
    await this.checkout.waitForScreen(SCREENS.address);
    await this.content().locator('.ck-add-address').click();
    await this.checkout.waitForScreen(SCREENS.search);
  }

  searchInput(): Locator {
    return this.content().getByRole('combobox');
  }

  options(): Locator {
    return this.content().getByRole('listbox').getByRole('option');
  }

  /** Types like a diner (key by key), so the debounced search runs once typing stops. */
  async search(text: string): Promise<void> {
    await this.searchInput().pressSequentially(text, { delay: 20 });
    await this.options().first().waitFor({ timeout: 10_000 });
  }

  continueButton(): Locator {
    return this.checkout.submit();
  }

  onMapButton(): Locator {
    return this.content().locator('.ck-search__map');
  }

  currentLocationButton(): Locator {
    return this.content().locator('.ck-current-location');
  }

  /** DELIVERY_MAP's read-only address, filled by reverse geocoding. */
  mapAddress(): Locator {
    return this.content().locator('input[name="map_address"]');
  }

  mapNumber(): Locator {
    return this.content().locator('input[name="number"]');
  }

  mapRegion(): Locator {
    return this.content().locator('[role="region"]').first();
  }

  activateLocationModal(): Locator {
    return this.checkout.page.locator('[role="dialog"].ck-activate-location');
  }

  /** DELIVERY_MAP_ADDRESS_CREATE: fill the complement and confirm. */
  async confirmPlace(complement: string): Promise<void> {
    await this.checkout.waitForScreen(SCREENS.confirm);
    await this.content().locator('input[name="complement"]').fill(complement);
    await this.checkout.submit().click();
  }

  placeText(): Promise<string> {
    return this.content().locator('.ck-place').innerText();
  }
}
