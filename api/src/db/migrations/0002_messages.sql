-- What visitors send the artist, and every e-mail the site sends, kept before it is sent.
CREATE TABLE contact_messages (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE commission_requests (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  theme text NOT NULL,
  size text NOT NULL,
  palette text NOT NULL,
  budget text NOT NULL,
  timeline text NOT NULL,
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  -- Set for mail that must go out once only (a payment confirmation); a second insert is a no-op.
  dedupe_key text UNIQUE,
  to_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  body_text text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
