-- An order's payment and its fulfilment each move through states of their own, and every
-- change is kept with its time and what caused it. The key opens the buyer's order page.
ALTER TABLE orders ADD COLUMN payment_state text NOT NULL DEFAULT 'pending'
  CHECK (payment_state IN ('pending', 'paid', 'failed', 'partly_refunded', 'refunded', 'canceled'));
ALTER TABLE orders ADD COLUMN fulfilment_state text NOT NULL DEFAULT 'waiting'
  CHECK (fulfilment_state IN ('waiting', 'sent', 'on_hold', 'shipped', 'failed', 'canceled'));
ALTER TABLE orders ADD COLUMN amount_refunded_cents integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN access_key text;

UPDATE orders SET
  payment_state = CASE status WHEN 'pending_payment' THEN 'pending' WHEN 'payment_failed' THEN 'failed' ELSE 'paid' END,
  fulfilment_state = CASE status WHEN 'sent_to_fulfilment' THEN 'sent' ELSE 'waiting' END,
  access_key = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

ALTER TABLE orders ALTER COLUMN access_key SET NOT NULL;
CREATE INDEX orders_by_payment_intent ON orders (payment_intent_id);

ALTER TABLE payment_sessions ADD COLUMN payment_state text NOT NULL DEFAULT 'pending'
  CHECK (payment_state IN ('pending', 'paid', 'failed', 'partly_refunded', 'refunded', 'canceled'));
ALTER TABLE payment_sessions ADD COLUMN amount_refunded_cents integer NOT NULL DEFAULT 0;
UPDATE payment_sessions SET payment_state = CASE status WHEN 'paid' THEN 'paid' ELSE 'pending' END;
CREATE INDEX payment_sessions_by_reference ON payment_sessions (payment_reference);

CREATE TABLE state_changes (
  id text PRIMARY KEY,
  subject_kind text NOT NULL CHECK (subject_kind IN ('order', 'payment_session')),
  subject_id text NOT NULL,
  aspect text NOT NULL CHECK (aspect IN ('payment', 'fulfilment')),
  from_state text NOT NULL,
  to_state text NOT NULL,
  -- What caused it: request, stripe-webhook, printful-webhook, settlement, fulfilment, migration.
  source text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  -- The clock's time, not the transaction's, so that changes made together keep their order.
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX state_changes_by_subject ON state_changes (subject_kind, subject_id, at);

INSERT INTO state_changes (id, subject_kind, subject_id, aspect, from_state, to_state, source, at)
  SELECT 'chg_' || md5(id || ':paid'), 'order', id, 'payment', 'pending', 'paid', 'migration', updated_at
  FROM orders WHERE payment_state = 'paid';
INSERT INTO state_changes (id, subject_kind, subject_id, aspect, from_state, to_state, source, at)
  SELECT 'chg_' || md5(id || ':sent'), 'order', id, 'fulfilment', 'waiting', 'sent', 'migration', updated_at
  FROM orders WHERE fulfilment_state = 'sent';
INSERT INTO state_changes (id, subject_kind, subject_id, aspect, from_state, to_state, source, at)
  SELECT 'chg_' || md5(id || ':paid'), 'payment_session', id, 'payment', 'pending', 'paid', 'migration', coalesce(paid_at, created_at)
  FROM payment_sessions WHERE payment_state = 'paid';

-- Every parcel Printful reports, once.
CREATE TABLE shipments (
  order_id text NOT NULL REFERENCES orders (id),
  shipment_id text NOT NULL,
  carrier text NOT NULL,
  service text,
  tracking_number text NOT NULL,
  tracking_url text,
  -- When Printful says it shipped (its clock, in whole seconds), and when we heard (ours).
  shipped_at timestamptz NOT NULL DEFAULT now(),
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (order_id, shipment_id)
);

ALTER TABLE mail_outbox ADD COLUMN body_html text;

ALTER TABLE local_fulfilment_orders ADD COLUMN canceled_at timestamptz;

-- Work the hand-written loops had pending becomes jobs: paid orders not yet sent to print,
-- orders waiting for their payment's outcome, and e-mails not yet delivered.
INSERT INTO jobs (id, queue, key, payload)
  SELECT 'job_' || md5('fulfil:' || id), 'fulfil-order', 'fulfil:' || id, jsonb_build_object('orderId', id)
  FROM orders WHERE payment_state = 'paid' AND fulfilment_state = 'waiting';
INSERT INTO jobs (id, queue, key, payload)
  SELECT 'job_' || md5('settle:' || id), 'settle-payment', 'settle:' || id, jsonb_build_object('orderId', id)
  FROM orders WHERE payment_state = 'pending';
INSERT INTO jobs (id, queue, key, payload)
  SELECT 'job_' || md5('mail:' || id), 'deliver-mail', 'mail:' || id, jsonb_build_object('mailId', id)
  FROM mail_outbox WHERE status = 'pending';

ALTER TABLE orders DROP COLUMN status;
ALTER TABLE orders DROP COLUMN fulfilment_attempts;
ALTER TABLE orders DROP COLUMN fulfilment_next_attempt_at;
ALTER TABLE orders DROP COLUMN fulfilment_error;
ALTER TABLE payment_sessions DROP COLUMN status;
ALTER TABLE payment_sessions DROP COLUMN notified_at;
ALTER TABLE mail_outbox DROP COLUMN attempts;
ALTER TABLE mail_outbox DROP COLUMN next_attempt_at;
ALTER TABLE mail_outbox DROP COLUMN last_error;
DROP TABLE stripe_webhook_events;
