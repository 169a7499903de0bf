// Menu files (docs/menu-format.md) as the back office's owner moves them, through the owner API in
// a tab of the signed-in browser (it shares the owner cookie, and the browser resolves the
// company's *.localhost host): a test imports a menu it owns and puts the company's back after.
import type { BrowserContext, Page } from 'playwright-core';
import { tenantUrl } from '../support/urls';

export { menuFormatExample } from '../../fixtures/menu-format-example';

export class OwnerMenuFiles {
  private tab: Page | null = null;

  constructor(
    private readonly context: BrowserContext,
    private readonly token: string,
  ) {}

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: string,
  ): Promise<{ status: number; text: string }> {
    if (!this.tab) {
      this.tab = await this.context.newPage();
      await this.tab.goto(tenantUrl(this.token, '/api/admin/session'));
    }
    return this.tab.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(`/api/admin${path}`, {
          method,
          ...(body === undefined ? {} : { body }),
        });
        return { status: response.status, text: await response.text() };
      },
      { method, path, body },
    );
  }

  /** The company's menu as its CSV export. */
  async exportCsv(): Promise<string> {
    const answer = await this.call('GET', '/menu/export?format=csv');
    if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
    return answer.text;
  }

  /** Replaces the company's menu with this CSV file. */
  async importCsv(text: string): Promise<void> {
    const answer = await this.call('POST', '/menu/import?format=csv', text);
    if (answer.status !== 200) throw new Error(`import answered ${answer.status}: ${answer.text}`);
  }

  async close(): Promise<void> {
    await this.tab?.close();
    this.tab = null;
  }
}
