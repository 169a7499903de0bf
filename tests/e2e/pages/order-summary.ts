// Page object for the §2.10 order summary's money blocks (service fee, rewards, totals), and the
// way to it from a product: the detail, the cart, then a service's checkout.
import type { Locator, Page } from 'playwright-core';
import { productSlug } from '../../../src/domain/formatting';
import type { Product } from '../../../src/domain/types';
import { tenantUrl } from '../support/urls';
import { CheckoutPageObject } from './checkout';
import { ProductsPageObject } from './products';

export class OrderSummaryPageObject {
  readonly checkout: CheckoutPageObject;
  constructor(readonly page: Page) {
    this.checkout = new CheckoutPageObject(page);
  }

  /** Adds `quantity` of a one-variant product from its detail and opens /cart (query kept). */
  async addToCart(token: string, product: Product, quantity: number, query = ''): Promise<void> {
    const slug = productSlug(product.name, product.id);
    await this.page.goto(tenantUrl(token, `/products?${query ? `${query}&` : ''}product=${slug}`));
    const products = new ProductsPageObject(this.page);
    await products.detail().waitFor();
    for (let i = 1; i < quantity; i++)
      await products.detail().locator('.pp-stepper__button').nth(1).click();
    await products.addButton().click();
    await products.detail().waitFor({ state: 'detached' });
    // The line is stored once the detail has closed and dropped ?product= from the URL; the bar
    // then leads to the cart (loaded directly if its click did not navigate).
    await this.page.waitForFunction(() => !new URL(location.href).searchParams.has('product'));
    await products.bar().locator('.pp-bar__button').click();
    const atCart = await this.page
      .waitForURL((url) => url.pathname === '/cart', { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!atCart) await this.page.goto(tenantUrl(token, `/cart${query ? `?${query}` : ''}`));
    await this.page.locator('.c-cart-checkout').waitFor();
  }

  root(): Locator {
    return this.checkout.content().locator('form.cs-summary');
  }

  async ready(): Promise<void> {
    await this.checkout.waitForScreen('CHECKOUT_STEP_ORDER_SUMMARY');
    await this.root().getByTestId('summary-total').waitFor();
  }

  total(): Promise<string> {
    return this.root().getByTestId('summary-total').innerText();
  }

  /** A line of the totals block by its data-line id ('service-fee', 'discount', …). */
  line(id: string): Locator {
    return this.root().locator(`.cs-line[data-line="${id}"]`);
  }

  serviceFeeCheckbox(): Locator {
    return this.root().getByTestId('service-fee-include');
  }

  rewards(): Locator {
    return this.root().locator('[data-block="rewards"]');
  }

  method(code: string): Locator {
    return this.root().locator(`[data-method="${code}"] input`);
  }

  submit(): Locator {
    return this.root().getByTestId('summary-submit');
  }

  /** Places the order and answers the order id from the tracking URL (§4.5 step 5). */
  async place(): Promise<string> {
    await this.submit().click();
    await this.page.waitForURL((url) => url.pathname === '/tracking', { timeout: 20_000 });
    const id = new URL(this.page.url()).searchParams.get('order_id');
    if (!id) throw new Error('no order id in the tracking URL');
    return id;
  }
}
