// Page object for the §2.5 cart page.
import type { Locator, Page } from 'playwright-core';

export class CartPageObject {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await this.ready();
  }

  /** The stored cart has been read: either lines or the empty view show. */
  async ready(): Promise<void> {
    await this.page.locator('.c-cart-line, .c-cart__empty').first().waitFor();
  }

  title(): Promise<string> {
    return this.page.locator('.c-cart-bar h1').innerText();
  }

  lines(): Locator {
    return this.page.locator('.c-cart-line');
  }

  names(): Promise<string[]> {
    return this.page.locator('.c-cart-line__name').allInnerTexts();
  }

  line(name: string): Locator {
    return this.lines().filter({
      has: this.page.locator('.c-cart-line__name', { hasText: name }),
    });
  }

  async quantity(name: string): Promise<number> {
    return Number(await this.line(name).locator('.c-cart-line__qty').innerText());
  }

  plus(name: string): Locator {
    return this.line(name).locator('.c-cart-step').last();
  }

  /** Minus, or delete at quantity 1 (its accessible name says which). */
  minus(name: string): Locator {
    return this.line(name).locator('.c-cart-step').first();
  }

  reason(name: string): Locator {
    return this.line(name).locator('.c-cart-line__reason');
  }

  itemsTotal(): Promise<string> {
    return this.page.getByTestId('cart-items-total').innerText();
  }

  barTotal(): Promise<string> {
    return this.page.getByTestId('cart-bar-total').innerText();
  }

  count(): Promise<string> {
    return this.page.getByTestId('cart-count').innerText();
  }

  empty(): Locator {
    return this.page.locator('.c-cart__empty');
  }

  checkout(): Locator {
    return this.page.locator('.c-cart-checkout');
  }

  startButtons(): Locator {
    return this.page.locator('.c-cart-checkout [data-service-type]');
  }

  orderNow(name: string): Locator {
    return this.checkout().getByRole('button', { name });
  }

  /** The start button of an order type ('DELIVERY', 'TAKEAWAY' …). */
  startButton(serviceType: string): Locator {
    return this.page.locator(`.c-cart-checkout button[data-service-type="${serviceType}"]`);
  }

  /** The texts a button's aria-describedby points at (why it is disabled), in order. */
  async describedBy(button: Locator): Promise<string[]> {
    const ids = (await button.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
    const texts: string[] = [];
    for (const id of ids.filter(Boolean))
      texts.push(await this.page.locator(`[id="${id}"]`).innerText());
    return texts;
  }

  /** The delivery-minimum reason under the delivery start button. */
  deliveryMinimum(): Locator {
    return this.checkout().locator('[data-reason="minimum"]');
  }
}
