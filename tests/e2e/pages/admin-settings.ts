// Page object for the back office's settings (issue [11/13]): the tabs of ?section=settings and
// the opening-hours form, one fieldset per weekday.
import type { Locator, Page } from 'playwright-core';
import { tenantUrl } from '../support/urls';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export class AdminSettingsPageObject {
  constructor(readonly page: Page) {}

  /** Opens a settings tab by its URL and waits for its form. */
  async openTab(tab: string, token = 'demo'): Promise<void> {
    await this.page.goto(tenantUrl(token, `/admin?section=settings&tab=${tab}`));
    await this.saveButton()
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${await this.page.locator('body').innerText()}`);
      });
  }

  tab(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name });
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  async save(): Promise<void> {
    await this.saveButton().click();
  }

  /** The saved message, in the save bar's live region. */
  saved(): Locator {
    return this.page.getByText('Saved. Your store shows the change now.');
  }

  timezone(): Promise<string> {
    return this.page.getByLabel('Time zone').inputValue();
  }

  /** The weekday's fieldset ('monday'). */
  day(day: string): Locator {
    return this.page.locator(`fieldset[data-day="${day}"]`);
  }

  static dayName(day: string): string {
    const index = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    return DAY_NAMES[index.indexOf(day)] ?? day;
  }

  openCheckbox(day: string): Locator {
    return this.page.getByLabel(`Open on ${AdminSettingsPageObject.dayName(day)}`, { exact: true });
  }

  spanOpen(day: string, n: number): Locator {
    return this.page.getByLabel(`${AdminSettingsPageObject.dayName(day)}, span ${n}: opens at`);
  }

  spanClose(day: string, n: number): Locator {
    return this.page.getByLabel(`${AdminSettingsPageObject.dayName(day)}, span ${n}: closes at`);
  }

  conflict(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Someone else saved these settings' });
  }
}
