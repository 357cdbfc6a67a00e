import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seedStorage, sweatshirtCart, tabTo } from '../support/journeys';

/**
 * Presses `key` enough times to go round `dialog` twice and returns every element outside it
 * that took the focus. Past its last control the browser may hand focus to its own toolbar
 * (the page then has no focused element), which is not the page behind the dialog.
 */
async function focusLeavingDialog(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab') {
  const controls = await dialog.locator('a[href], button:not([disabled]), input, select, textarea').count();
  const outside: string[] = [];
  for (let press = 0; press < 2 * controls + 2; press++) {
    await page.keyboard.press(key);
    const element = await dialog.evaluate((inside) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || inside.contains(focused)) return null;
      return focused.outerHTML.slice(0, 120);
    });
    if (element) outside.push(element);
  }
  return outside;
}

async function expectModal(dialog: Locator) {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
}

test.describe('the cart panel', () => {
  test.beforeEach(async ({ page }) => {
    await seedStorage(page, sweatshirtCart);
    await page.goto('/fine-art');
  });

  test('opens as a modal that keeps the focus, closes on Escape and gives focus back to the cart button', async ({
    page,
  }) => {
    const cartButton = page.getByRole('button', { name: /open cart/i });
    await tabTo(page, cartButton);
    await page.keyboard.press('Enter');

    const cart = page.getByRole('dialog', { name: 'Shopping Cart (1 item)' });
    await expectModal(cart);
    await expect(cart.getByRole('button', { name: 'Close cart' })).toBeFocused();
    expect(await focusLeavingDialog(page, cart, 'Tab')).toEqual([]);
    expect(await focusLeavingDialog(page, cart, 'Shift+Tab')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(page.locator('dialog:modal')).toHaveCount(0);
    await expect(cartButton).toBeFocused();

    // Closed in the store too: the cart button opens it again.
    await page.keyboard.press('Enter');
    await expectModal(cart);
  });

  test('gives focus back to the cart button when closed with its close button or beside the panel', async ({
    page,
  }) => {
    const cartButton = page.getByRole('button', { name: /open cart/i });
    const cart = page.getByRole('dialog', { name: /Shopping Cart/ });

    await cartButton.click();
    await expectModal(cart);
    await cart.getByRole('button', { name: 'Close cart' }).click();
    await expect(cart).toBeHidden();
    await expect(cartButton).toBeFocused();

    await cartButton.click();
    await expectModal(cart);
    await page.mouse.click(20, 400);
    await expect(cart).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('closes on the way to the checkout and leaves the checkout usable', async ({ page }) => {
    await page.getByRole('button', { name: /open cart/i }).click();
    const cart = page.getByRole('dialog', { name: /Shopping Cart/ });
    await cart.getByRole('button', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.locator('dialog')).toHaveCount(0);
    await page.getByLabel('First name').fill('Ruth');
    await expect(page.getByLabel('First name')).toHaveValue('Ruth');

    await page.getByRole('button', { name: /open cart/i }).click();
    await expectModal(cart);
  });

  test('shows notifications above itself that can be read and dismissed', async ({ page }) => {
    await page.goto('/merch/product/102');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('dialog', { name: /Shopping Cart/ });
    await expect(cart).toHaveAccessibleName('Shopping Cart (2 items)');
    await expectModal(cart);

    const added = page.getByRole('status').filter({ hasText: 'Added to cart!' });
    await expect(added).toBeVisible();
    await added.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(added).toHaveCount(0);

    await cart.getByRole('button', { name: 'Clear All' }).click();
    await cart.getByRole('button', { name: 'Checkout' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Your cart is empty' });
    await expect(refused).toBeVisible();
    await expectModal(cart);
    await refused.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(refused).toHaveCount(0);
  });
});
