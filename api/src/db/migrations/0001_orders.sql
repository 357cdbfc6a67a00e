-- Merchandise orders: persisted before any money moves, keyed by the checkout's attempt key.
CREATE TABLE orders (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending_payment', 'payment_failed', 'paid_awaiting_fulfilment', 'sent_to_fulfilment')),
  email text NOT NULL,
  items jsonb NOT NULL,
  shipping_address jsonb NOT NULL,
  billing_address jsonb NOT NULL,
  subtotal_cents integer NOT NULL,
  shipping_cents integer NOT NULL,
  tax_cents integer NOT NULL,
  total_cents integer NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  payment_provider text NOT NULL,
  payment_intent_id text,
  payment_error text,
  fulfilment_order_id text,
  fulfilment_attempts integer NOT NULL DEFAULT 0,
  fulfilment_next_attempt_at timestamptz,
  fulfilment_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX orders_awaiting_fulfilment ON orders (fulfilment_next_attempt_at) WHERE status = 'paid_awaiting_fulfilment';

-- Charges made by the embedded test processor: brand and last four digits only, never the number.
CREATE TABLE test_card_charges (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  amount_cents integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'declined')),
  decline_code text,
  card_brand text,
  card_last4 text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fulfilment orders recorded locally when no Printful store is configured.
CREATE TABLE local_fulfilment_orders (
  id text PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  recipient jsonb NOT NULL,
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
