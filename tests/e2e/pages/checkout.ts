// Page object for the §2.10 checkout: from the cart to the order summary. Selectors are
// structural (names, data attributes), so the same steps work in every locale.
import type { Locator, Page } from 'playwright-core';
import type { ServiceType } from '../../../src/domain/types';

export interface ManualAddress {
  street: string;
  number: string;
  /** A district id (or OTHER_DISTRICT_ID) for the districts price type. */
  district?: string;
  neighborhood?: string;
  complement?: string;
  reference?: string;
}

const SUMMARY = 'CHECKOUT_STEP_ORDER_SUMMARY';

export class CheckoutPageObject {
  constructor(readonly page: Page) {}

  /** Opens a product by slug, adds `quantity` of it, and goes to /cart through the bottom bar. */
  async addProductAndOpenCart(productUrl: string, quantity = 1): Promise<void> {
    await this.page.goto(productUrl);
    const detail = this.page.locator('[role="dialog"].pp-detail');
    await detail.waitFor();
    for (let i = 1; i < quantity; i++) await detail.locator('.pp-stepper__button').nth(1).click();
    await detail.locator('.pp-detail__add').click();
    // The detail closes after a short delay (§9 100 ms) and then drops ?product= from the URL;
    // going to the cart before that would race the URL update.
    await detail.waitFor({ state: 'detached' });
    await this.page.waitForFunction(() => !new URL(location.href).searchParams.has('product'));
    await this.page.locator('.pp-bar__button').click();
    await this.page.locator('main.c-cart').waitFor();
  }

  /** Clicks the cart's start button for a service type and waits for the checkout sheet. */
  async startFromCart(serviceType: ServiceType): Promise<void> {
    await this.page.locator(`button[data-service-type="${serviceType}"]`).click();
    await this.sheet().waitFor();
  }

  sheet(): Locator {
    return this.page.locator('[role="dialog"].ck-sheet');
  }

  content(): Locator {
    return this.sheet().locator('.ck-screen');
  }

  /** The current CHECKOUT_STEP_* id. */
  screen(): Promise<string | null> {
    return this.content().getAttribute('data-screen');
  }

  async waitForScreen(screen: string): Promise<void> {
    await this.sheet().locator(`.ck-screen[data-screen="${screen}"]`).waitFor();
  }

  submit(): Locator {
    return this.content().locator('form button[type="submit"]').last();
  }

  /** Fills name and a national phone number (country chosen by ISO code when given). */
  async fillClientInfo(name: string, phone: string, countryIso2?: string): Promise<void> {
    await this.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
    await this.content().locator('input[name="name"]').fill(name);
    if (countryIso2) await this.chooseCountry(countryIso2);
    await this.content().locator('input[name="phone"]').pressSequentially(phone);
    await this.submit().click();
  }

  async chooseCountry(iso2: string): Promise<void> {
    await this.countryButton().click();
    await this.content().locator(`[role="listbox"] [data-iso2="${iso2}"]`).click();
  }

  phoneInput(): Locator {
    return this.content().locator('input[name="phone"]');
  }

  /** The flag button that opens the phone country picker; its name says the country. */
  countryButton(): Locator {
    return this.content().locator('.c-phone__country');
  }

  /** The picker's search field (a combobox) and its list of countries. */
  countrySearch(): Locator {
    return this.content().locator('.c-phone__picker [role="combobox"]');
  }

  countryOptions(): Locator {
    return this.content().locator('.c-phone__picker [role="option"]');
  }

  /** The option the search field points at (aria-activedescendant): Enter picks it. */
  async activeCountry(): Promise<string | null> {
    const id = await this.countrySearch().getAttribute('aria-activedescendant');
    return id ? this.page.locator(`[id="${id}"]`).getAttribute('data-iso2') : null;
  }

  phoneError(): Locator {
    return this.content().locator('.c-phone .c-field__error');
  }

  /** Order summary, §2.10 block 4: 'schedule for later' (shown only while the store is open). */
  async scheduleLater(): Promise<void> {
    // The block appears once the summary has loaded; its mode radios only while the store is open.
    await this.content().locator('fieldset.cs-time').waitFor();
    const modes = this.content().locator('input[name="order_is_for"]');
    if ((await modes.count()) > 0) await modes.nth(1).check();
    await this.days().first().waitFor();
  }

  /** The day chips (radios named by 'Today', 'Tomorrow' or a date). */
  days(): Locator {
    return this.content().locator('.cs-days input[name="delivery_day"]');
  }

  /** The time chips of the chosen day; each radio's value is the slot the order is sent with. */
  times(): Locator {
    return this.content().locator('.cs-slots input[name="delivery_date"]');
  }

  async chooseDay(index: number): Promise<void> {
    await this.days().nth(index).check();
  }

  async chooseTime(index: number): Promise<void> {
    await this.times().nth(index).check();
  }

  /** The scheduled_delivery_date the summary will send, or null when none is chosen. */
  chosenTime(): Promise<string | null> {
    return this.content()
      .locator('input[name="delivery_date"]:checked')
      .getAttribute('value', { timeout: 5_000 })
      .catch(() => null);
  }

  /** From the address list: 'add new address', fill the manual form and confirm. */
  async addManualAddress(address: ManualAddress): Promise<void> {
    await this.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS');
    await this.content().locator('.ck-add-address').click();
    await this.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS_CREATE');
    const form = this.content();
    await form.locator('input[name="street"]').fill(address.street);
    await form.locator('input[name="number"]').fill(address.number);
    if (address.district)
      await form.locator('select[name="district"]').selectOption(address.district);
    if (address.neighborhood)
      await form.locator('input[name="neighborhood"]').fill(address.neighborhood);
    if (address.complement) await form.locator('input[name="complement"]').fill(address.complement);
    if (address.reference) await form.locator('input[name="reference"]').fill(address.reference);
    await this.submit().click();
  }

  /** On the address list: confirm the selected address. */
  async confirmAddress(): Promise<void> {
    await this.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS');
    await this.submit().click();
  }

  async atSummary(): Promise<boolean> {
    await this.waitForScreen(SUMMARY);
    return (await this.screen()) === SUMMARY;
  }

  addresses(): Locator {
    return this.content().locator('.ck-address');
  }

  invalidAddresses(): Locator {
    return this.content().locator('.ck-address--invalid');
  }

  coverageButton(): Locator {
    return this.content().locator('.ck-view-coverage');
  }

  notice(): Locator {
    return this.content().locator('.ck-notice');
  }

  backButton(): Locator {
    return this.sheet().locator('.c-dialog__header button').first();
  }

  /** The delivery-minimum notice on the early checkout screens. */
  deliveryMinimum(): Locator {
    return this.content().getByTestId('delivery-minimum');
  }

  /** The dialog saying why the checkout closed (another tab ordered or emptied the cart). */
  otherTabNotice(): Locator {
    return this.page.locator('[role="dialog"].c-other-tab');
  }
}
