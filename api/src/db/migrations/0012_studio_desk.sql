-- The studio's desk: the artist's notes on orders; where each contact message and commission
-- request stands, with her replies; the payment links she sends (a commission's deposit, a
-- mural's balance); and how far each paid design project has come.

CREATE TABLE order_notes (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_notes_by_order ON order_notes (order_id, created_at);

-- A message's progress, apart from whether it is archived: archiving keeps where it stood.
ALTER TABLE contact_messages ADD COLUMN status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'replied'));
ALTER TABLE contact_messages ADD COLUMN read_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN archived_at timestamptz;
ALTER TABLE commission_requests ADD COLUMN status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'replied', 'quoted', 'deposit_paid'));
ALTER TABLE commission_requests ADD COLUMN read_at timestamptz;
ALTER TABLE commission_requests ADD COLUMN archived_at timestamptz;
-- The whole price she quoted; the deposit is its payment link's amount.
ALTER TABLE commission_requests ADD COLUMN price_cents integer CHECK (price_cents > 0);

-- Her replies, by the id of the contact message (msg_…) or commission request (com_…) they answer.
CREATE TABLE message_replies (
  id text PRIMARY KEY,
  message_id text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX message_replies_by_message ON message_replies (message_id, sent_at);

-- A link's id is the secret in its address. Each opening starts a new hosted payment session for
-- the amount; the first session paid marks the link paid. One link per purpose and subject: the
-- commission request, or the mural deposit's payment session.
CREATE TABLE payment_links (
  id text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('commission_deposit', 'mural_balance')),
  subject_id text NOT NULL,
  project_type text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  client_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  paid_session_id text REFERENCES payment_sessions (id),
  paid_at timestamptz,
  UNIQUE (purpose, subject_id)
);

ALTER TABLE payment_sessions ADD COLUMN payment_link_id text REFERENCES payment_links (id);
ALTER TABLE payment_sessions ADD COLUMN project_status text NOT NULL DEFAULT 'paid'
  CHECK (project_status IN ('paid', 'onboarding_received', 'in_progress', 'delivered'));
UPDATE payment_sessions SET project_status = 'onboarding_received'
  WHERE id IN (SELECT session_id FROM onboarding_responses);

-- A project's progress is kept with the other changes of state, under an aspect of its own.
ALTER TABLE state_changes DROP CONSTRAINT state_changes_aspect_check;
ALTER TABLE state_changes ADD CONSTRAINT state_changes_aspect_check
  CHECK (aspect IN ('payment', 'fulfilment', 'artist', 'project'));

CREATE INDEX orders_newest_first ON orders (created_at DESC, id DESC);
