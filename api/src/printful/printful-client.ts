import * as z from 'zod/mini';

/** A failed Printful call. `retryAfterSeconds` is set when Printful asks us to slow down. */
export class PrintfulError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'PrintfulError';
  }

  get isRateLimit(): boolean {
    return this.status === 429;
  }
}

const fileSchema = z.object({
  type: z.string(),
  preview_url: z.optional(z.nullable(z.string())),
  thumbnail_url: z.optional(z.nullable(z.string())),
});

const syncVariantSchema = z.object({
  id: z.number(),
  sync_product_id: z.optional(z.number()),
  name: z.string(),
  retail_price: z.string(),
  currency: z.string(),
  size: z.optional(z.nullable(z.string())),
  color: z.optional(z.nullable(z.string())),
  files: z._default(z.array(fileSchema), []),
  availability_status: z.optional(z.nullable(z.string())),
  is_ignored: z.optional(z.boolean()),
});

const syncProductSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail_url: z.optional(z.nullable(z.string())),
  is_ignored: z.optional(z.boolean()),
});

const syncProductDetailSchema = z.object({
  sync_product: syncProductSummarySchema,
  sync_variants: z.array(syncVariantSchema),
});

/** A parcel as Printful's v1 order answer lists it. */
const shipmentSchema = z.object({
  id: z.number(),
  carrier: z.string(),
  service: z.optional(z.nullable(z.string())),
  tracking_number: z.coerce.string(),
  tracking_url: z.optional(z.nullable(z.string())),
  shipped_at: z.optional(z.nullable(z.number())),
  created: z.optional(z.nullable(z.number())),
});

const orderSchema = z.object({
  id: z.number(),
  external_id: z.optional(z.nullable(z.string())),
  status: z.string(),
  shipments: z._default(z.array(shipmentSchema), []),
});

const pagingSchema = z.object({ total: z.number(), offset: z.number(), limit: z.number() });

/** A product of Printful's own catalogue, with what each of its variants costs the store: `price: "13.50"`. */
const catalogProductSchema = z.object({
  product: z.object({ id: z.number(), currency: z.optional(z.string()) }),
  variants: z.array(z.object({ id: z.number(), price: z.string().check(z.regex(/^\d+(\.\d{1,2})?$/)) })),
});

export type PrintfulSyncVariant = z.infer<typeof syncVariantSchema>;
export type PrintfulSyncProductSummary = z.infer<typeof syncProductSummarySchema>;
export type PrintfulSyncProduct = z.infer<typeof syncProductDetailSchema>;
export type PrintfulOrder = z.infer<typeof orderSchema>;
export type PrintfulShipment = z.infer<typeof shipmentSchema>;
export type PrintfulCatalogProduct = z.infer<typeof catalogProductSchema>;

export interface PrintfulOrderInput {
  external_id: string;
  shipping: string;
  recipient: {
    name: string;
    address1: string;
    address2?: string;
    city: string;
    state_code: string;
    country_code: string;
    zip: string;
    phone?: string;
    email: string;
  };
  /** A product of the store by its sync variant, or a catalogue variant printed from a file Printful fetches. */
  items: (
    | { sync_variant_id: number; quantity: number; retail_price: string }
    | {
        variant_id: number;
        name: string;
        files: { type: 'default'; url: string }[];
        quantity: number;
        retail_price: string;
      }
  )[];
  retail_costs?: { subtotal: string; discount: string; shipping: string; tax: string; total: string };
}

export interface PrintfulClientOptions {
  token: string;
  storeId?: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** A mock-up generation task: pending, then completed with an image per placement and variants, or failed. */
const mockupTaskSchema = z.object({
  task_key: z.string(),
  status: z.string(),
  error: z.optional(z.nullable(z.string())),
  mockups: z._default(
    z.array(z.object({ placement: z.string(), variant_ids: z.array(z.number()), mockup_url: z.string() })),
    [],
  ),
});

export type PrintfulMockupTask = z.infer<typeof mockupTaskSchema>;

/** A typed client for the Printful REST API's catalogue, store products, orders and mock-up generator. */
export class PrintfulClient {
  private readonly baseUrl: string;

  constructor(private readonly options: PrintfulClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  /** Every product of the store, following Printful's paging to the end. */
  async listSyncProducts(): Promise<PrintfulSyncProductSummary[]> {
    const products: PrintfulSyncProductSummary[] = [];
    // Printful may return fewer than asked for; the next page starts after what arrived.
    for (;;) {
      const { result, paging } = await this.request(
        'GET',
        `/store/products?offset=${products.length}&limit=100`,
        z.array(syncProductSummarySchema),
      );
      products.push(...result);
      if (!paging || result.length === 0 || products.length >= paging.total) return products;
    }
  }

  async getSyncProduct(id: number): Promise<PrintfulSyncProduct> {
    return (await this.request('GET', `/store/products/${id}`, syncProductDetailSchema)).result;
  }

  /** A product of Printful's catalogue (not of the store) with its variants and their prices. */
  async getCatalogProduct(id: number): Promise<PrintfulCatalogProduct> {
    return (await this.request('GET', `/products/${id}`, catalogProductSchema)).result;
  }

  /** Creates an order; with `confirm` it goes straight to fulfilment (and is charged). */
  /** Where the store's webhooks go (GET /webhooks): its address, or null when none is set. */
  async webhookAddress(): Promise<string | null> {
    const { result } = await this.request('GET', '/webhooks', z.object({ url: z.nullable(z.optional(z.string())) }));
    return result.url ?? null;
  }

  async createOrder(order: PrintfulOrderInput, { confirm }: { confirm: boolean }): Promise<PrintfulOrder> {
    return (await this.request('POST', `/orders?confirm=${confirm}`, orderSchema, order)).result;
  }

  /** The order we created under our own id, or null if Printful has none. */
  async findOrderByExternalId(externalId: string): Promise<PrintfulOrder | null> {
    try {
      return (await this.request('GET', `/orders/@${encodeURIComponent(externalId)}`, orderSchema)).result;
    } catch (error) {
      if (error instanceof PrintfulError && error.status === 404) return null;
      throw error;
    }
  }

  /** Cancels an order Printful has not started on (draft, pending, failed or on hold). */
  async cancelOrderByExternalId(externalId: string): Promise<PrintfulOrder> {
    return (await this.request('DELETE', `/orders/@${encodeURIComponent(externalId)}`, orderSchema)).result;
  }

  /**
   * Starts drawing mock-ups of a catalogue product's variants with the image Printful fetches
   * from `imageUrl`. Heavily rate-limited by Printful (2 to 10 a minute); answers a task to poll.
   */
  async createMockupTask(
    productId: number,
    task: { variantIds: readonly number[]; imageUrl: string; width: number },
  ): Promise<PrintfulMockupTask> {
    const body = {
      variant_ids: task.variantIds,
      format: 'jpg',
      width: task.width,
      files: [{ placement: 'default', image_url: task.imageUrl }],
    };
    return (await this.request('POST', `/mockup-generator/create-task/${productId}`, mockupTaskSchema, body)).result;
  }

  async mockupTask(taskKey: string): Promise<PrintfulMockupTask> {
    return (
      await this.request('GET', `/mockup-generator/task?task_key=${encodeURIComponent(taskKey)}`, mockupTaskSchema)
    ).result;
  }

  private async request<T extends z.ZodMiniType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    resultSchema: T,
    body?: unknown,
  ): Promise<{ result: z.infer<T>; paging?: z.infer<typeof pagingSchema> }> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.options.token}` };
    if (this.options.storeId) headers['X-PF-Store-Id'] = this.options.storeId;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PrintfulError(503, `Printful could not be reached: ${(error as Error).message}`);
    }

    const payload = (await response.json().catch(() => null)) as {
      result?: unknown;
      paging?: unknown;
      error?: { message?: string };
    } | null;

    if (!response.ok) {
      const message =
        payload?.error?.message ?? (typeof payload?.result === 'string' ? payload.result : response.statusText);
      throw new PrintfulError(
        response.status,
        `Printful answered ${response.status}: ${message}`,
        retryAfter(response),
      );
    }
    const result = resultSchema.safeParse(payload?.result);
    if (!result.success) throw new PrintfulError(502, `Printful sent an unexpected answer to ${method} ${path}`);
    const paging = pagingSchema.safeParse(payload?.paging);
    return { result: result.data as z.infer<T>, paging: paging.success ? paging.data : undefined };
  }
}

function retryAfter(response: Response): number | undefined {
  if (response.status !== 429) return undefined;
  const header = response.headers.get('retry-after') ?? response.headers.get('x-ratelimit-reset');
  const seconds = header ? Number.parseInt(header, 10) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 60;
}
