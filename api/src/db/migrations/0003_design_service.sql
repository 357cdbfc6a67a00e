-- Hosted payment sessions for the design service and the mural deposit, the Stripe events
-- already handled, and the onboarding answers of paid logo projects.
CREATE TABLE payment_sessions (
  id text PRIMARY KEY,
  provider text NOT NULL,
  project_type text NOT NULL,
  amount_cents integer NOT NULL,
  client_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
  amount_paid_cents integer,
  payment_reference text,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  notified_at timestamptz
);

CREATE TABLE stripe_webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE onboarding_responses (
  session_id text PRIMARY KEY REFERENCES payment_sessions (id),
  answers jsonb NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
