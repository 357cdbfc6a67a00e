import { discountRefusals } from 'shared-contracts/offers';
import { expectNoViolations } from '../support/accessibility';
import {
  fillCheckout,
  fillCheckoutAddress,
  placeOrderFor,
  seedStorage,
  sweatshirtCart,
  teeCart,
} from '../support/journeys';
import { expect, openStudio, test } from '../support/studio-site';

test('she runs a 15% sale on prints from her studio, and a buyer pays the discounted price for a framed print', async ({
  page,
  browser,
  mailbox,
  artistPasskey,
  site,
}) => {
  await openStudio(page, artistPasskey, '/studio/offers');
  const form = page.getByRole('form', { name: 'New code' });
  await form.getByLabel('Code').fill('Advent15');
  await form.getByLabel('Percentage off').fill('15');
  await form.getByLabel('On', { exact: true }).selectOption({ label: 'Prints' });
  await form.getByRole('button', { name: 'Create code' }).click();
  const codes = page.getByRole('region', { name: 'Discount codes', exact: true });
  await expect(codes.getByRole('rowheader', { name: 'Advent15' })).toBeVisible();
  await expect(codes).toContainText('15% off prints');
  await expectNoViolations(page);

  const buyer = await (await browser.newContext({ baseURL: site.publicUrl })).newPage();
  await buyer.goto('/prints/artwork-2');
  await buyer.getByRole('radio', { name: 'Framed poster' }).check();
  await buyer.getByRole('button', { name: 'Add to Cart' }).click();
  await buyer
    .getByRole('dialog', { name: /Shopping Cart/ })
    .getByRole('button', { name: 'Checkout' })
    .click();

  // A code that is not hers is refused, saying so, and what was typed stays.
  const code = buyer.getByLabel('Discount code');
  await code.fill('ADVENT50');
  await buyer.getByRole('button', { name: 'Apply discount code' }).click();
  await expect(buyer.getByText(discountRefusals.unknown('ADVENT50'))).toBeVisible();
  await expect(code).toHaveValue('ADVENT50');

  await code.fill('advent15');
  await buyer.getByRole('button', { name: 'Apply discount code' }).click();
  const summary = buyer.getByRole('complementary', { name: 'Order Summary' });
  // $85.00 less 15% is $72.25: still over $50, so it ships free; 8% tax on $72.25 is $5.78.
  await expect(summary).toContainText('Discount (Advent15)');
  await expect(summary).toContainText('−$12.75');
  // The code is kept through a reload, as the cart is.
  await buyer.reload();
  await expect(summary).toContainText('−$12.75');
  await fillCheckout(buyer, {
    firstName: 'Lois',
    lastName: 'Grandmother',
    email: 'lois@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  await placeOrderFor(buyer, '$78.03');

  const confirmation = await mailbox.waitFor(
    (mail) => mail.to.includes('lois@example.com') && mail.subject.startsWith('Your Grace Studio order'),
  );
  expect(confirmation.text).toContain('Discount (Advent15): −$12.75');
  expect(confirmation.text).toContain('Total: $78.03');

  await page.reload();
  const row = codes.getByRole('row', { name: /Advent15/ });
  await expect(row).toContainText('$78.03');
});

test('a $50 gift card bought for a friend reaches her by e-mail; she spends it on a tee, then the rest of it with her card on a sweatshirt', async ({
  page,
  browser,
  mailbox,
  artistPasskey,
  site,
}) => {
  test.slow();
  const giver = await (await browser.newContext({ baseURL: site.publicUrl })).newPage();
  await giver.goto('/');
  await giver.getByRole('contentinfo').getByRole('link', { name: 'Gift cards' }).click();
  await expect(giver.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
  await giver.getByRole('radio', { name: '$50' }).check();
  await giver.getByLabel('Recipient’s name').fill('Naomi Friend');
  await giver.getByLabel('Recipient’s email').fill('naomi@example.com');
  await giver.getByLabel('Message (optional)').fill('For your new walls. Merry Christmas!');
  await expectNoViolations(giver);
  await giver.getByRole('button', { name: 'Add to cart' }).click();
  await giver
    .getByRole('dialog', { name: /Shopping Cart/ })
    .getByRole('button', { name: 'Checkout' })
    .click();
  // A gift card alone ships nothing and pays no tax.
  await expect(giver.getByRole('group', { name: 'Shipping Information' })).toHaveCount(0);
  await fillCheckout(giver, {
    firstName: 'Ruth',
    lastName: 'Giver',
    email: 'ruth.giver@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  await placeOrderFor(giver, '$50.00');

  const gift = await mailbox.waitFor(
    (mail) => mail.to.includes('naomi@example.com') && /sent you a \$50\.00 gift card/.test(mail.subject),
  );
  expect(gift.text).toContain('For your new walls. Merry Christmas!');
  const code = /Gift card code: ([A-Z0-9-]{19})/.exec(gift.text)![1]!;
  const copy = await mailbox.waitFor(
    (mail) => mail.to.includes('ruth.giver@example.com') && /was sent to Naomi Friend/.test(mail.subject),
  );
  expect(copy.text).not.toContain(code);

  // The friend spends it on a tee: $24.99, $9.99 shipping and $2.00 tax, all on the gift card.
  const friend = await (await browser.newContext({ baseURL: site.publicUrl })).newPage();
  await seedStorage(friend, teeCart, site.publicUrl);
  await friend.goto('/checkout');
  await friend.getByLabel('Gift card code').fill(code.toLowerCase());
  await friend.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(friend.getByLabel('Card number')).toHaveCount(0);
  await fillCheckoutAddress(friend, { firstName: 'Naomi', lastName: 'Friend', email: 'naomi@example.com' });
  await placeOrderFor(friend, '$0.00');

  await friend.goto('/gift-cards/balance');
  await friend.getByLabel('Gift card code').fill(code);
  await friend.getByRole('button', { name: 'Check balance' }).click();
  await expect(friend.getByText(`$13.02 left on the gift card ending ${code.slice(-4)}`)).toBeVisible();

  // Then the rest of it on a sweatshirt, $59.39: $13.02 from the gift card, $46.37 on her card.
  await seedStorage(friend, sweatshirtCart, site.publicUrl);
  await friend.goto('/checkout');
  await friend.getByLabel('Gift card code').fill(code);
  await friend.getByRole('button', { name: 'Apply gift card' }).click();
  await fillCheckout(friend, {
    firstName: 'Naomi',
    lastName: 'Friend',
    email: 'naomi@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  await placeOrderFor(friend, '$46.37');

  // She sees the card spent, with its history; nothing is owed on it any more.
  await openStudio(page, artistPasskey, '/studio/offers');
  const cards = page.getByRole('region', { name: 'Gift cards', exact: true });
  await expect(cards).toContainText('naomi@example.com');
  await expect(cards).toContainText('Spent');
});
