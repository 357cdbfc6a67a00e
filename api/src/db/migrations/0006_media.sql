-- The artist's photos: the original, kept privately (it can hold where it was taken), and the
-- derivatives pages show, each under a name made from its content's hash.
CREATE TABLE media_photos (
  id text PRIMARY KEY,
  -- As shown: after the camera's orientation is applied.
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- Best first: [{"type": "image/avif", "files": [{"name": "3f2a…-480.avif", "width": 480}, …]}, …].
  formats jsonb NOT NULL,
  original_key text NOT NULL,
  original_type text NOT NULL,
  original_bytes integer NOT NULL CHECK (original_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
