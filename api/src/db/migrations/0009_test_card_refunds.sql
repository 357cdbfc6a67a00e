-- Refunds made by the embedded test processor, each once per idempotency key. A charge keeps the
-- total refunded on it, which the check holds to what was charged however many refunds race.
ALTER TABLE test_card_charges ADD COLUMN amount_refunded_cents integer NOT NULL DEFAULT 0;
ALTER TABLE test_card_charges ADD CONSTRAINT test_card_charges_refunded_at_most_charged
  CHECK (amount_refunded_cents BETWEEN 0 AND amount_cents);

CREATE TABLE test_card_refunds (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  charge_id text NOT NULL REFERENCES test_card_charges (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
