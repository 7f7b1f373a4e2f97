// Helpers for the tab tests of the router build (console-network, console-wifi).
import type { Page } from 'playwright-core';

/**
 * Starts listening for what shows a broken page: page errors, non-empty alerts and parts that
 * "could not be loaded". The returned call waits for the page's answers to settle and reports.
 */
export function pageProblems(page: Page): () => Promise<{ errors: string[]; alerts: string[]; failed: number }> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  return async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    page.off('pageerror', onError);
    const alerts = (await page.getByRole('alert').allInnerTexts()).filter((text) => text.trim() !== '');
    const failed = await page.getByText(/could not be loaded/).count();
    return { errors, alerts, failed };
  };
}

/** Answers the console's pending-apply question with "keep" (rpcd's `uci confirm`). */
export async function keepNewSettings(page: Page): Promise<void> {
  const ask = page.getByRole('alertdialog', { name: 'Confirm the new settings' });
  await ask.getByRole('button', { name: 'Keep the new settings' }).click();
  await page.getByText('New settings kept').waitFor();
}
