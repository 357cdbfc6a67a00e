-- Her words and prices, as she publishes them from the studio's Site section: each publish is
-- a version, kept for good, and the site is served with the newest. `words` holds only the
-- fields she changed from the spec's words; `prices` her whole price record; `parts` the parts
-- of the site this version changed (for their pages' dates); `changes` the change log's lines.
CREATE TABLE site_text_versions (
  version integer PRIMARY KEY CHECK (version > 0),
  published_at timestamptz NOT NULL DEFAULT now(),
  words jsonb NOT NULL,
  prices jsonb NOT NULL,
  parts text[] NOT NULL,
  changes jsonb NOT NULL,
  note text
);

-- The draft she previews on the real pages before publishing it: one, hers.
CREATE TABLE site_text_draft (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  words jsonb NOT NULL,
  prices jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now()
);

-- An order keeps the shipping rule and tax rate it was priced with, so a later refund of part
-- of it is priced the same way; orders from before she could change them used the spec's.
ALTER TABLE orders ADD COLUMN shop_rates jsonb NOT NULL
  DEFAULT '{"freeShippingOverCents": 5000, "flatShippingCents": 999, "taxBasisPoints": 800}';
