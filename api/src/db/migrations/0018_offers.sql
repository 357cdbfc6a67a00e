-- Her offers: the discount codes she runs and each order that used one, and the gift cards sold
-- with every change of their balance. A gift card's code is kept only as a hash.

CREATE TABLE discount_codes (
  id text PRIMARY KEY,
  -- As she wrote it, and as it is compared: upper case.
  code text NOT NULL,
  code_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('percent', 'amount')),
  -- A whole percentage, or cents off.
  value integer NOT NULL CHECK (value > 0 AND (kind = 'amount' OR value <= 100)),
  applies_to text NOT NULL CHECK (applies_to IN ('everything', 'merch', 'prints', 'originals')),
  min_subtotal_cents integer CHECK (min_subtotal_cents >= 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  max_uses integer CHECK (max_uses > 0),
  once_per_email boolean NOT NULL,
  -- When she ended it early.
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An order that used a code. A use counts until its payment fails or is canceled (released).
CREATE TABLE discount_uses (
  order_id text PRIMARY KEY REFERENCES orders (id),
  code_id text NOT NULL REFERENCES discount_codes (id),
  email_key text NOT NULL,
  discount_cents integer NOT NULL,
  released_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discount_uses_counted ON discount_uses (code_id, email_key) WHERE released_at IS NULL;

CREATE TABLE gift_cards (
  id text PRIMARY KEY,
  -- The order that bought it, and which of its lines.
  order_id text NOT NULL REFERENCES orders (id),
  line_index integer NOT NULL,
  -- Set when its e-mail is sent: the SHA-256 of the code, and the code's last four characters.
  code_hash text UNIQUE,
  last4 text,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  balance_cents integer NOT NULL CHECK (balance_cents >= 0),
  recipient_name text NOT NULL,
  recipient_email text NOT NULL,
  message text NOT NULL,
  send_on date NOT NULL,
  sent_at timestamptz,
  voided_at timestamptz,
  void_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, line_index)
);

-- Every change of a card: bought, e-mailed, spent on an order, given back when that payment did
-- not go through, put back by a refund, voided.
CREATE TABLE gift_card_events (
  id text PRIMARY KEY,
  gift_card_id text NOT NULL REFERENCES gift_cards (id),
  kind text NOT NULL CHECK (kind IN ('issued', 'sent', 'spent', 'returned', 'refunded', 'voided')),
  amount_cents integer NOT NULL,
  order_id text REFERENCES orders (id),
  note text,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX gift_card_events_of_card ON gift_card_events (gift_card_id, at);

-- Wrong codes tried, by a hash of the visitor's address, to slow down and report guessing.
CREATE TABLE offer_code_misses (
  address_key text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX offer_code_misses_by_address ON offer_code_misses (address_key, at);

ALTER TABLE orders
  ADD COLUMN discount_code text,
  ADD COLUMN discount_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN gift_card_id text REFERENCES gift_cards (id),
  ADD COLUMN gift_card_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN gift_card_refunded_cents integer NOT NULL DEFAULT 0;

-- An e-mail whose text holds a secret (a gift card's code) is kept without it once delivered.
ALTER TABLE mail_outbox ADD COLUMN holds_secret boolean NOT NULL DEFAULT false;
