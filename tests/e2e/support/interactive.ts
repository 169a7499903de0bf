// A server-drawn page shows its content before its scripts have run; it is ready for a diner's
// input once hydrated, which <html data-interactive> says (src/app/early-clicks.ts).
import type { Page } from 'playwright-core';

export async function interactive(page: Page): Promise<void> {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}
