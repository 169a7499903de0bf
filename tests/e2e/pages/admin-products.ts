// Page object for the back office's products (Menu section): the category rows' products, the
// product editor dialog and the owner API used to change a product behind the page's back.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { tenantUrl } from '../support/urls';
import { AdminPageObject } from './admin';

/** A product as /api/admin/products answers it (the fields these tests use). */
export interface AdminProduct {
  id: string;
  category_id: string;
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  version: number;
  images: { image_url: string }[];
  variants: {
    id: string;
    name: string | null;
    price: number;
    original_price: number | null;
    stock: number;
  }[];
  modifier_group_ids: string[];
}

/** A real PNG of the given size, one colour. */
export function pngImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

export class AdminProductsPageObject {
  constructor(readonly page: Page) {}

  /** Signed in at /admin, on the Menu section with the categories and the products loaded. */
  static async open(context: BrowserContext, token = 'demo'): Promise<AdminProductsPageObject> {
    const page = await AdminPageObject.signIn(context, token);
    await page.getByRole('heading', { name: 'Menu', level: 2 }).waitFor();
    await page.locator('.a-prods').first().waitFor();
    return new AdminProductsPageObject(page);
  }

  /** The same for a company in another language: its password label and sign-in button. */
  static async openIn(
    context: BrowserContext,
    token: string,
    texts: { password: string; submit: string },
  ): Promise<AdminProductsPageObject> {
    const page = await context.newPage();
    await page.goto(tenantUrl(token, '/admin'));
    await page.getByLabel(texts.password).fill('demo1234');
    await page.getByRole('button', { name: texts.submit, exact: true }).click();
    await page.locator('.a-prods').first().waitFor();
    return new AdminProductsPageObject(page);
  }

  categoryRow(name: string): Locator {
    return this.page
      .locator('.a-cat')
      .filter({ has: this.page.getByRole('heading', { name, exact: true, level: 4 }) });
  }

  productRow(name: string): Locator {
    return this.page
      .locator('.a-prod')
      .filter({ has: this.page.getByRole('heading', { name, exact: true, level: 5 }) });
  }

  async addCategory(name: string): Promise<void> {
    await this.page.getByLabel('Category name').fill(name);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await this.categoryRow(name).waitFor();
  }

  async deleteCategory(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Delete “${name}”?` });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await this.categoryRow(name).waitFor({ state: 'detached' });
  }

  /** Opens the editor of a new product of `category`. */
  async openNew(category: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Add a product to ${category}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `New product in ${category}` });
    await dialog.waitFor();
    return dialog;
  }

  async openEdit(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Edit “${name}”` });
    await dialog.waitFor();
    return dialog;
  }

  async deleteProduct(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Delete “${name}”?` });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await this.productRow(name).waitFor({ state: 'detached' });
  }

  async productId(name: string): Promise<string> {
    const id = await this.productRow(name).getAttribute('data-product-id');
    if (!id) throw new Error(`no row for product ${name}`);
    return id;
  }

  /** The accessible name of the focused element, or its text. */
  focused(): Promise<string | null> {
    return this.page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent ??
        null,
    );
  }
}

/**
 * The owner API as another tab of the same browser would call it (it shares the owner cookie;
 * the browser, not Node, resolves the company's *.localhost host).
 */
export class OwnerApi {
  private tab: Page | null = null;

  constructor(
    private readonly context: BrowserContext,
    private readonly token = 'demo',
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (!this.tab) {
      this.tab = await this.context.newPage();
      await this.tab.goto(tenantUrl(this.token, '/api/admin/session'));
    }
    const answer = await this.tab.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(`/api/admin${path}`, {
          method,
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { method, path, body },
    );
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}`);
    return answer.body as T;
  }

  product(id: string): Promise<AdminProduct> {
    return this.call('GET', `/products/${id}`);
  }

  /** Renames the product as another owner would, with its current version. */
  async rename(id: string, name: string): Promise<AdminProduct> {
    const p = await this.product(id);
    return this.call('PUT', `/products/${id}`, {
      version: p.version,
      category_id: p.category_id,
      name,
      description: p.description,
      visible: p.visible,
      stock_enabled: p.stock_enabled,
      variants: p.variants.map((v) => ({
        id: v.id,
        name: v.name,
        price: v.price,
        original_price: v.original_price,
        stock: v.stock,
      })),
      modifier_group_ids: p.modifier_group_ids,
      images: p.images,
    });
  }

  /** Deletes the modifier group of that name, if there is one (a test's clean-up). */
  async deleteGroupNamed(name: string): Promise<void> {
    const { groups } = await this.call<{ groups: { id: string; name: string; version: number }[] }>(
      'GET',
      '/modifier-groups',
    );
    const group = groups.find((g) => g.name === name);
    if (group)
      await this.call('DELETE', `/modifier-groups/${group.id}`, { version: group.version });
  }
}
