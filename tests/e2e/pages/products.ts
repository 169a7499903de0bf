// Page object for the §2.4 products page, and the data its tests compare against.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { Category, Product } from '../../../src/domain/types';
import { apiGet, companyByToken } from '../support/api';
import { interactive } from '../support/interactive';

/** The tenant's visible catalogue, as the API serves it. */
export async function catalogue(token: string) {
  const { company, settings } = await companyByToken(token);
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${company.id}/categories`,
  );
  const visible = categories
    .map((c) => ({ ...c, products: c.products.filter((p) => p.visible) }))
    .filter((c) => c.products.length > 0);
  return { company, settings, categories: visible };
}

export function productNamed(categories: Category[], name: string): Product {
  const product = categories.flatMap((c) => c.products).find((p) => p.name === name);
  if (!product) throw new Error(`seed has no product ${name}`);
  return product;
}

export interface ProductsDictionary {
  search: { results: string; empty: string };
  detail: { errorRequired: string; outOfStock: string };
  modals: { scheduledTitle: string };
}

/** This feature's texts in one locale, read from the source dictionaries (not copied). */
export function productsDictionary(locale: string): ProductsDictionary {
  const file = new URL(`../../../src/i18n/locales/${locale}/products.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as ProductsDictionary;
}

export class ProductsPageObject {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await interactive(this.page);
    await this.page.locator('.pp-header').waitFor();
  }

  /**
   * Waits for the catalogue, then closes any §2.4 opening modal (closed store, paused service).
   * `openingModal`: the store greets with one, so it is waited for; its chunk loads after the page
   * is interactive, and a tap on the menu before it shows would land under it.
   */
  async ready(options: { openingModal?: boolean } = {}): Promise<void> {
    await interactive(this.page);
    await this.cards().first().waitFor();
    if (options.openingModal) await this.openingModal().first().waitFor();
    await this.dismissOpeningModals();
  }

  openingModal(): Locator {
    return this.page.locator(
      '[role="dialog"].pp-modal--scheduled, [role="dialog"].pp-modal--attention',
    );
  }

  async dismissOpeningModals(): Promise<void> {
    const modal = this.openingModal();
    // The queue shows one at a time; each is closed with its 'Got it' button.
    for (let i = 0; i < 3 && (await modal.count()) > 0; i++)
      await modal.locator('.c-dialog__footer button').click();
  }

  /** Cards in the list being shown (the full menu stays mounted, hidden, during a search). */
  cards(): Locator {
    return this.page.locator('.pp-main .pp-card:not([hidden] .pp-card)');
  }

  cardNames(): Promise<string[]> {
    return this.shownTexts('.pp-card__name');
  }

  categoryTitles(): Promise<string[]> {
    return this.shownTexts('.pp-category__title');
  }

  // textContent, not innerText: sections off screen skip rendering (content-visibility: auto),
  // and innerText reads nothing from them.
  private shownTexts(selector: string): Promise<string[]> {
    return this.page
      .locator(selector)
      .evaluateAll((els) =>
        els.filter((el) => el.closest('[hidden]') === null).map((el) => el.textContent ?? ''),
      );
  }

  search(): Locator {
    return this.page.getByRole('searchbox');
  }

  emptyState(): Locator {
    return this.page.locator('.pp-empty');
  }

  section(categoryId: string): Locator {
    return this.page.locator(`section[data-category-id="${categoryId}"]`);
  }

  async openCategoriesDrawer(): Promise<Locator> {
    await this.page.locator('.pp-header__categories').click();
    const drawer = this.page.getByRole('dialog');
    await drawer.waitFor();
    return drawer;
  }

  detail(): Locator {
    return this.page.locator('[role="dialog"].pp-detail');
  }

  group(name: string): Locator {
    return this.detail().locator('fieldset.pp-group', { hasText: name });
  }

  addButton(): Locator {
    return this.detail().locator('.pp-detail__add');
  }

  bar(): Locator {
    return this.page.locator('.pp-bar');
  }

  /**
   * Opens `productsUrl`, adds `quantity` of the product from its card, then opens the cart
   * through the bottom bar. A closed store greets with its opening modals (§2.4): the card route
   * goes around them (`openingModal`: the store is closed, so one is waited for).
   */
  async addFromCardAndOpenCart(
    productsUrl: string,
    name: string,
    quantity: number,
    options: { openingModal?: boolean } = {},
  ): Promise<void> {
    await this.open(productsUrl);
    await this.ready(options);
    await this.cards().filter({ hasText: name }).first().locator('button').click();
    await this.detail().waitFor();
    for (let i = 1; i < quantity; i++)
      await this.detail().locator('.pp-stepper__button').nth(1).click();
    await this.addButton().click();
    await this.detail().waitFor({ state: 'detached' });
    await this.bar().locator('.pp-bar__button').click();
    await this.page.waitForURL((url) => url.pathname === '/cart');
  }

  title(): Promise<string> {
    return this.page.title();
  }

  query(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }
}
