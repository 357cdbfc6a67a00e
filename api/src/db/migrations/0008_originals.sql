-- Originals for sale: the shipping price she sets per piece, and the hold a checkout takes on a
-- piece while its payment is under way. One hold at most is active per piece (the partial
-- unique index): however many servers take orders, one buyer holds it at a time.
ALTER TABLE artworks ADD COLUMN shipping_cents integer NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0);

CREATE TABLE artwork_holds (
  id text PRIMARY KEY,
  -- A piece she deletes takes its ended holds with it; the studio refuses while one is active.
  artwork_id text NOT NULL REFERENCES artworks (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when the hold ends: the payment failed, was canceled or expired, or the piece was sold.
  released_at timestamptz,
  outcome text CHECK (outcome IN ('sold', 'released'))
);

CREATE UNIQUE INDEX artwork_holds_active ON artwork_holds (artwork_id) WHERE released_at IS NULL;
CREATE INDEX artwork_holds_of_order ON artwork_holds (order_id);
