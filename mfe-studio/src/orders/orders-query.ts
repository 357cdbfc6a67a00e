import type * as z from 'zod/mini';
import { deskOrdersRequestSchema, type DeskOrdersRequest } from 'shared-contracts/studio-desk';

/**
 * The orders list keeps its filters and page in the address (?payment=&fulfilment=&q=&page=), so
 * Back and reload show the same orders. A value the list would refuse is left out, as if not given.
 */
export function ordersRequestOf(params: URLSearchParams): DeskOrdersRequest {
  const { shape } = deskOrdersRequestSchema;
  return {
    payment: kept(shape.payment, params.get('payment') ?? undefined),
    fulfilment: kept(shape.fulfilment, params.get('fulfilment') ?? undefined),
    search: kept(shape.search, params.get('q')?.trim() || undefined),
    page: kept(shape.page, Number(params.get('page') ?? undefined)),
  };
}

/** The address's query of a request: only what narrows the list, page 1 left out. */
export function ordersSearchOf({ payment, fulfilment, search, page }: DeskOrdersRequest): string {
  const params = new URLSearchParams();
  if (payment) params.set('payment', payment);
  if (fulfilment) params.set('fulfilment', fulfilment);
  if (search) params.set('q', search);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

function kept<Value>(schema: z.ZodMiniType<Value>, value: unknown): Value | undefined {
  const checked = schema.safeParse(value);
  return checked.success ? checked.data : undefined;
}
