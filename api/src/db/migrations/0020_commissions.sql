-- Her custom work: a commission is born as a proposal for one client, in versions (a sent version
-- is what the client read; the accepted one never changes), and after acceptance it is a project
-- moved along its stages, with its story on the client's private page. Payment requests ask a
-- client for an amount by a due date, for a project or a one-off job; every hosted payment page
-- opened for one is a payment session of its own.

CREATE TABLE commissions (
  id text PRIMARY KEY,
  -- The secret of the client's page.
  page_key text NOT NULL UNIQUE,
  client_name text NOT NULL,
  client_email text NOT NULL,
  stage text NOT NULL DEFAULT 'draft' CHECK (stage IN ('draft', 'sent', 'changes_requested', 'accepted',
    'deposit_paid', 'sketch', 'in_progress', 'ready', 'paid', 'delivered', 'done')),
  -- The contact message (msg_…) or commission request (com_…) it answers.
  from_message_id text,
  public_example boolean NOT NULL DEFAULT false,
  tracking_carrier text,
  tracking_number text,
  -- Given by the client, with their consent, on their page.
  testimonial text,
  testimonial_name text,
  testimonial_at timestamptz,
  -- What the Custom Paintings page shows of it, since `past_shown_at`.
  past_title text,
  past_photo_ids jsonb NOT NULL DEFAULT '[]',
  past_with_testimonial boolean NOT NULL DEFAULT false,
  past_shown_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE proposal_versions (
  commission_id text NOT NULL REFERENCES commissions (id),
  version integer NOT NULL CHECK (version > 0),
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('painting', 'mural', 'design', 'other')),
  -- [{ heading, text, photoIds }]
  sections jsonb NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  -- { kind: 'percent' | 'amount', value }
  deposit_rule jsonb NOT NULL,
  deposit_cents integer NOT NULL CHECK (deposit_cents >= 0 AND deposit_cents <= price_cents),
  terms text NOT NULL,
  valid_until date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at timestamptz,
  accepted_at timestamptz,
  accepted_by text,
  PRIMARY KEY (commission_id, version),
  CHECK (accepted_at IS NULL OR sent_at IS NOT NULL)
);

-- What happened, as the client's page tells it.
CREATE TABLE commission_story (
  id text PRIMARY KEY,
  commission_id text NOT NULL REFERENCES commissions (id),
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  kind text NOT NULL,
  by_whom text NOT NULL CHECK (by_whom IN ('artist', 'client', 'payment')),
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  photo_ids jsonb NOT NULL DEFAULT '[]',
  -- A sketch's approval or comment by the client.
  answered_at timestamptz
);
CREATE INDEX commission_story_by_commission ON commission_story (commission_id, at);

CREATE TABLE payment_requests (
  id text PRIMARY KEY,
  -- The secret in the link the client receives.
  link_key text NOT NULL UNIQUE,
  commission_id text REFERENCES commissions (id),
  purpose text NOT NULL CHECK (purpose IN ('deposit', 'balance', 'other')),
  title text NOT NULL,
  client_name text NOT NULL,
  client_email text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  due_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  canceled_at timestamptz,
  -- When what was paid on it first reached its amount.
  paid_at timestamptz
);
CREATE INDEX payment_requests_by_commission ON payment_requests (commission_id, created_at);

-- A reminder sent, once per request, kind and due date.
CREATE TABLE payment_request_reminders (
  request_id text NOT NULL REFERENCES payment_requests (id),
  kind text NOT NULL CHECK (kind IN ('before', 'after')),
  due_on date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (request_id, kind, due_on)
);

ALTER TABLE payment_sessions ADD COLUMN payment_request_id text REFERENCES payment_requests (id);
-- Paid after its request was paid in full or canceled: the client's money to give back.
ALTER TABLE payment_sessions ADD COLUMN paid_twice boolean NOT NULL DEFAULT false;
CREATE INDEX payment_sessions_by_request ON payment_sessions (payment_request_id) WHERE payment_request_id IS NOT NULL;

CREATE TABLE terms_templates (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
