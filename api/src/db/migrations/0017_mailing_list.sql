-- Her list: who asked to hear about new work, with the record of their consent; the letters she
-- sends and what became of each one for each subscriber; and the visitors waiting to hear once
-- whether a reserved piece became available again.

CREATE TABLE list_subscribers (
  id text PRIMARY KEY,
  email text NOT NULL,
  -- One row an address, whatever its letters' case.
  email_key text NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('pending', 'confirmed', 'unsubscribed')),
  source text NOT NULL CHECK (source IN ('footer', 'sold-piece', 'checkout', 'import')),
  -- The piece a sign-up came from, as it was titled then.
  piece_title text,
  -- The secret of the subscriber's confirmation and unsubscribe links.
  token text NOT NULL UNIQUE,
  -- Consent: when it was asked for, and when the address's owner confirmed it.
  signed_up_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- The last confirmation e-mail, so a repeated sign-up sends at most one a day.
  confirmation_sent_at timestamptz
);
CREATE INDEX list_subscribers_by_state ON list_subscribers (state, signed_up_at);

CREATE TABLE list_sends (
  id text PRIMARY KEY,
  subject text NOT NULL,
  body text NOT NULL,
  state text NOT NULL CHECK (state IN ('scheduled', 'sending', 'sent', 'canceled')),
  send_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at timestamptz
);
CREATE INDEX list_sends_newest ON list_sends (send_at DESC);

-- One row a subscriber a send: fixed when the send starts, marked sent before the mail server
-- is told the message is complete.
CREATE TABLE list_send_recipients (
  send_id text NOT NULL REFERENCES list_sends (id) ON DELETE CASCADE,
  subscriber_id text NOT NULL REFERENCES list_subscribers (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'bounced')),
  -- The receiving server's answer to a bounced message.
  answer text,
  sent_at timestamptz,
  PRIMARY KEY (send_id, subscriber_id)
);
CREATE INDEX list_send_recipients_queued ON list_send_recipients (send_id, state);

CREATE TABLE piece_watches (
  id text PRIMARY KEY,
  artwork_id text NOT NULL REFERENCES artworks (id) ON DELETE CASCADE,
  email text NOT NULL,
  email_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (artwork_id, email_key)
);

-- Her studio's outbox lists the newest e-mails first.
CREATE INDEX mail_outbox_newest ON mail_outbox (created_at DESC);
