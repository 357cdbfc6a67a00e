import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Standalone } from './Standalone';

describe('the shop standalone page', () => {
  it.each([
    ['/merch', 'Faith-Inspired Merch'],
    ['/payment-success?orderId=ord_1', 'Order Placed Successfully!'],
    ['/gift-cards', 'Gift cards'],
    ['/gift-cards/balance', 'Gift card balance'],
  ])('shows the screen of %s', (path, heading) => {
    window.history.pushState({}, '', path);
    render(<Standalone />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
