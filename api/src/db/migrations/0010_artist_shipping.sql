-- Originals are packed and shipped by the artist herself, beside what Printful makes: an order's
-- `artist_state` follows her part (packing, then shipped, or canceled by a refund), null when
-- it holds no original. Its changes are kept with the others, under an aspect of their own.
ALTER TABLE orders ADD COLUMN artist_state text CHECK (artist_state IN ('packing', 'shipped', 'canceled'));

ALTER TABLE state_changes DROP CONSTRAINT state_changes_aspect_check;
ALTER TABLE state_changes ADD CONSTRAINT state_changes_aspect_check CHECK (aspect IN ('payment', 'fulfilment', 'artist'));

CREATE INDEX orders_to_pack ON orders (created_at) WHERE artist_state = 'packing';
