import { act, render, screen } from '@testing-library/react';
import { publish } from 'shared-contracts/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';

describe('the notifications', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measure nothing while the page scrolls with no notification shown, and place one when it is', () => {
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(
      <>
        <input aria-label="Name on card" />
        <Toaster />
      </>,
    );
    screen.getByRole('textbox', { name: 'Name on card' }).focus();
    measured.mockClear();
    window.dispatchEvent(new Event('scroll'));
    expect(measured).not.toHaveBeenCalled();

    act(() => publish('toast:show', { title: 'Your card was declined.', tone: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    measured.mockClear();
    window.dispatchEvent(new Event('scroll'));
    expect(measured).toHaveBeenCalled();
  });

  it('lets the notices of a page go when the visitor moves to another, keeping one that names the page reached', () => {
    const { rerender } = render(<Toaster page="/checkout" />);
    act(() => publish('toast:show', { title: 'Payment failed. Please try again.', tone: 'error' }));
    act(() => publish('toast:show', { title: 'Your cart is empty', tone: 'error', page: '/merch' }));
    rerender(<Toaster page="/merch" />);

    expect(screen.getAllByRole('alert').map((notice) => notice.textContent)).toEqual(['Your cart is empty×']);
  });

  it('shows one notice a key, and takes it back when its key is dismissed', () => {
    render(<Toaster page="/checkout" />);
    act(() => publish('toast:show', { title: 'Please fill in first name', tone: 'error', key: 'checkout-field' }));
    act(() => publish('toast:show', { title: 'Please fill in last name', tone: 'error', key: 'checkout-field' }));
    act(() => publish('toast:show', { title: 'Added to cart', tone: 'success' }));
    expect(screen.getAllByRole('alert').map((notice) => notice.textContent)).toEqual(['Please fill in last name×']);

    act(() => publish('toast:dismiss', { key: 'checkout-field' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
  });
});
