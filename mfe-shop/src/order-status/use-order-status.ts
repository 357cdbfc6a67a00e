import { useEffect, useState } from 'react';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';
import {
  orderStatusRequestSchema,
  type OrderStatus,
  type OrderStatusRequest,
  orderStatusFunctions,
} from 'shared-contracts/order-status';

export type OrderStatusView =
  { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; order: OrderStatus };

type Settled = Exclude<OrderStatusView, { status: 'loading' }>;

const notFound: Settled = { status: 'not-found' };

/** Names one asking: the same order and key asked again on retry is a new attempt. */
const attemptName = (attempt: number, orderId?: string, key?: string) => JSON.stringify([attempt, orderId, key]);

/**
 * The request an order page's address makes, or nothing when the server would refuse it (no
 * key, an empty one): such a page is shown as an order we cannot find, without asking.
 */
export function orderStatusRequest(orderId: string | undefined, key: string | null): OrderStatusRequest | undefined {
  const parsed = orderStatusRequestSchema.safeParse({ orderId, key });
  return parsed.success ? parsed.data : undefined;
}

async function settle(request: OrderStatusRequest): Promise<Settled> {
  try {
    return { status: 'ready', order: await invokeFunction(orderStatusFunctions, 'get-order-status', request) };
  } catch (error) {
    // The server answers a wrong key as it answers an unknown order: 404, and so do we.
    if (error instanceof FunctionCallError && error.status === 404) return notFound;
    console.error('Could not load the order.', error);
    return { status: 'failed' };
  }
}

/**
 * Where the order of the page's address stands. `retry` asks again after a failure; a view
 * belongs to the attempt that asked for it, so a new attempt shows loading until it settles.
 */
export function useOrderStatus(
  orderId: string | undefined,
  key: string | null,
): { view: OrderStatusView; retry: () => void; retried: boolean } {
  const request = orderStatusRequest(orderId, key);
  const requestedId = request?.orderId;
  const requestedKey = request?.key;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: string; view: Settled }>();
  const current = attemptName(attempt, requestedId, requestedKey);

  useEffect(() => {
    if (requestedId === undefined || requestedKey === undefined) return;
    let live = true;
    void settle({ orderId: requestedId, key: requestedKey }).then(
      (view) => live && setAnswer({ attempt: attemptName(attempt, requestedId, requestedKey), view }),
    );
    return () => {
      live = false;
    };
  }, [requestedId, requestedKey, attempt]);

  const view: OrderStatusView = !request ? notFound : answer?.attempt === current ? answer.view : { status: 'loading' };
  return { view, retry: () => setAttempt((count) => count + 1), retried: attempt > 0 };
}
