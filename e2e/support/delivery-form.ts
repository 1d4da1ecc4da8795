import type { Page } from 'playwright-core';

/** Fills the checkout's delivery fields: the country chosen from its list, the others typed. */
export async function fillDeliveryAddress(
  page: Page,
  address: Record<string, string>,
): Promise<void> {
  for (const [name, value] of Object.entries(address)) {
    const field = page.locator(`main [name="${name}"]`);
    if (name === 'country') await field.selectOption(value);
    else await field.fill(value);
  }
}
