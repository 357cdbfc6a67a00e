/** The background jobs an order's life runs, by queue: each runs once, and is tried again until it succeeds. */
export const orderQueues = {
  fulfil: 'fulfil-order',
  cancel: 'cancel-fulfilment',
  settle: 'settle-payment',
  refundLost: 'refund-lost-originals',
  refundCanceled: 'refund-canceled-order',
} as const;
