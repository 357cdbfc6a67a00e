import { fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { subscribe } from 'shared-contracts/events';
import { giftCardAmountMessage, giftCardRefusals } from 'shared-contracts/offers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../cart/cart-store';
import GiftCardsScreen from './GiftCardsScreen';
import { dayAfter, localDay } from './send-day';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/gift-cards']}>
      <GiftCardsScreen />
    </MemoryRouter>,
  );
}

async function fillRecipient(user: UserEvent) {
  await user.type(screen.getByLabelText('Recipient’s name'), 'Ruth Friend');
  await user.type(screen.getByLabelText('Recipient’s email'), 'ruth@example.com');
  await user.type(screen.getByLabelText('Message (optional)'), 'Merry Christmas!');
}

const addToCart = () => screen.getByRole('button', { name: 'Add to cart' });

describe('the gift cards page', () => {
  const toasts: string[] = [];
  let stop: () => void;
  beforeEach(() => {
    useCartStore.setState({ items: [], isOpen: false });
    toasts.length = 0;
    stop = subscribe('toast:show', ({ title, description }) => toasts.push(`${title} ${description ?? ''}`));
  });
  afterEach(() => stop());

  it('says what a gift card buys, offers $25, $50 and $100 or another amount, and links to the balance', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeInTheDocument();
    expect(screen.getByText(/can be spent on originals, prints and merch/)).toBeInTheDocument();
    const amounts = screen.getByRole('group', { name: 'Amount' });
    expect(Array.from(amounts.querySelectorAll('label'), (label) => label.textContent)).toEqual([
      '$25',
      '$50',
      '$100',
      'Another amount',
    ]);
    expect(screen.getByRole('radio', { name: '$50' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Check a gift card’s balance' })).toHaveAttribute(
      'href',
      '/gift-cards/balance',
    );
  });

  it('sends it today unless told otherwise, on any day up to a year ahead', () => {
    renderPage();
    const today = localDay(new Date());
    const day = screen.getByLabelText('Day to send it');
    expect(day).toHaveValue(today);
    expect(day).toHaveAttribute('min', today);
    expect(day).toHaveAttribute('max', dayAfter(today, 366));
  });

  it.each(['9', '501', '50.50'])('refuses $%s beside the amount, keeps it, and adds nothing', async (amount) => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByLabelText('Amount in dollars'), amount);
    await fillRecipient(user);

    await user.click(addToCart());

    const field = screen.getByLabelText('Amount in dollars');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`From $10 to $500, in whole dollars. ${giftCardAmountMessage}`);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(amount);
    expect(screen.getByLabelText('Recipient’s name')).toHaveValue('Ruth Friend');
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('asks for the recipient’s name and a valid e-mail, each at its field', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Recipient’s email'), 'ruth@example');

    await user.click(addToCart());

    expect(screen.getByLabelText('Recipient’s name')).toHaveAccessibleDescription('Please fill in recipient’s name');
    expect(screen.getByLabelText('Recipient’s name')).toHaveFocus();
    expect(screen.getByLabelText('Recipient’s email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Recipient’s email')).toHaveValue('ruth@example');
  });

  it('refuses a day already past', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillRecipient(user);
    fireEvent.change(screen.getByLabelText('Day to send it'), {
      target: { value: dayAfter(localDay(new Date()), -1) },
    });

    await user.click(addToCart());

    expect(screen.getByLabelText('Day to send it')).toHaveAccessibleDescription(
      `Today sends it right away; a later day sends it that morning. ${giftCardRefusals.sendOnPast}`,
    );
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('adds a card of another amount as a line of its own, opens the cart and starts a fresh form', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByLabelText('Amount in dollars'), '$75');
    await fillRecipient(user);
    const christmas = dayAfter(localDay(new Date()), 30);
    fireEvent.change(screen.getByLabelText('Day to send it'), { target: { value: christmas } });

    await user.click(addToCart());

    const [line] = useCartStore.getState().items;
    expect(line).toEqual({
      kind: 'gift-card',
      id: expect.stringMatching(/^gift-card-[0-9a-f]{16}$/),
      name: 'Gift card',
      imageUrl: '',
      price: '75',
      currency: 'USD',
      quantity: 1,
      recipientName: 'Ruth Friend',
      recipientEmail: 'ruth@example.com',
      message: 'Merry Christmas!',
      sendOn: christmas,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(useCartStore.getState().isOpen).toBe(true);
    expect(toasts).toEqual(['Added to cart! A $75.00 gift card for Ruth Friend']);
    expect(screen.getByLabelText('Recipient’s name')).toHaveValue('');

    await fillRecipient(user);
    await user.click(addToCart());
    const [first, second] = useCartStore.getState().items;
    expect(second).toMatchObject({ price: '50', sendOn: localDay(new Date()) });
    expect(second!.id).not.toBe(first!.id);
  });
});
