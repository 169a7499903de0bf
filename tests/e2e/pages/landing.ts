// Page object for the §2.3 landing page.
import type { Page } from 'playwright-core';
import { interactive } from '../support/interactive';

export class LandingPageObject {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await interactive(this.page);
    await this.page.locator('h1').first().waitFor();
  }

  companyName(): Promise<string> {
    return this.page.locator('h1').first().innerText();
  }

  buttonLabels(): Promise<string[]> {
    return this.page.locator('.lp-buttons .lp-button').allInnerTexts();
  }

  buttonShape(): Promise<string | null> {
    return this.page.locator('.lp-buttons').getAttribute('data-shape');
  }

  firstButtonBackground(): Promise<string> {
    return this.page
      .locator('.lp-buttons .lp-button')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  }

  themeVariable(name: string): Promise<string> {
    return this.page.evaluate(
      // Computed: the server's inline theme block sets it on a drawn page, the script otherwise.
      (variable) =>
        getComputedStyle(document.documentElement).getPropertyValue(variable).trim().toUpperCase(),
      name,
    );
  }

  documentDirection(): Promise<{ dir: string; lang: string }> {
    return this.page.evaluate(() => ({
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    }));
  }
}
