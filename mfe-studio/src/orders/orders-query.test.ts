import { describe, expect, it } from 'vitest';
import { ordersRequestOf, ordersSearchOf } from './orders-query';

describe('the orders list’s address', () => {
  it('reads the filters, the search and the page', () => {
    expect(ordersRequestOf(new URLSearchParams('payment=refunded&fulfilment=on_hold&q=+ruth+&page=3'))).toEqual({
      payment: 'refunded',
      fulfilment: 'on_hold',
      search: 'ruth',
      page: 3,
    });
  });

  it('leaves out what the list would refuse, as if it were not given', () => {
    const request = ordersRequestOf(new URLSearchParams('payment=lost&fulfilment=&q=%20%20&page=two'));
    expect(request).toEqual({ payment: undefined, fulfilment: undefined, search: undefined, page: undefined });
    expect(ordersRequestOf(new URLSearchParams('page=0')).page).toBeUndefined();
    expect(ordersRequestOf(new URLSearchParams('page=1.5')).page).toBeUndefined();
  });

  it('writes only what narrows the list, and reads back what it wrote', () => {
    const request = { payment: 'paid', search: 'ana@example.com', page: 2 } as const;
    const search = ordersSearchOf(request);
    expect(search).toBe('?payment=paid&q=ana%40example.com&page=2');
    expect(ordersRequestOf(new URLSearchParams(search))).toEqual({ ...request, fulfilment: undefined });
    expect(ordersSearchOf({ page: 1 })).toBe('');
  });
});
