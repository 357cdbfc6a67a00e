-- Prints of her artworks, made on demand by the print shop: each product and size she offers
-- of a piece, at her price, with the mock-up the shop shows of it (a public media file).
CREATE TABLE artwork_print_offers (
  artwork_id text NOT NULL REFERENCES artworks (id) ON DELETE CASCADE,
  product text NOT NULL,
  size text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents > 0),
  position integer NOT NULL,
  mockup_name text NOT NULL,
  mockup_width integer NOT NULL,
  mockup_height integer NOT NULL,
  PRIMARY KEY (artwork_id, product, size)
);

-- A file she uploads to print from instead of the piece's first photo.
ALTER TABLE artworks ADD COLUMN print_master_photo_id text REFERENCES media_photos (id);

-- The file a print is made from: the photo at full size, upright, without its metadata, under a
-- public name the print shop fetches. Made when first needed.
ALTER TABLE media_photos ADD COLUMN print_name text;
