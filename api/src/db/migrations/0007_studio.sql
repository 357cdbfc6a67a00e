-- The artist's studio: her passkeys, her sessions, the links that enrol a passkey, and the
-- WebAuthn ceremonies in progress. Secrets (session tokens, link tokens) are kept as hashes.
CREATE TABLE studio_passkeys (
  -- The credential's id, base64url, as the browser names it.
  id text PRIMARY KEY,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);

CREATE TABLE studio_enrolment_links (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE studio_ceremonies (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('enrol', 'sign-in', 'add-passkey')),
  challenge text NOT NULL,
  -- What the ceremony was begun for: the enrolment link's hash, or the session's.
  subject text,
  expires_at timestamptz NOT NULL
);

CREATE TABLE studio_sessions (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- The absolute end, however active the session is.
  expires_at timestamptz NOT NULL
);

-- Her artworks, in the order she shows them, and every change made to them.
CREATE TABLE artworks (
  id text PRIMARY KEY,
  -- The piece's address; kept when the title changes later.
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  year integer,
  medium text NOT NULL DEFAULT '',
  width_in numeric(7, 2) NOT NULL CHECK (width_in > 0),
  height_in numeric(7, 2) NOT NULL CHECK (height_in > 0),
  framed boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  status text NOT NULL CHECK (status IN ('draft', 'available', 'sold', 'not_for_sale')),
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX artworks_in_order ON artworks (position);

CREATE TABLE artwork_photos (
  artwork_id text NOT NULL REFERENCES artworks (id) ON DELETE CASCADE,
  position integer NOT NULL,
  photo_id text NOT NULL REFERENCES media_photos (id),
  alt text NOT NULL,
  PRIMARY KEY (artwork_id, position)
);

CREATE TABLE artwork_changes (
  id text PRIMARY KEY,
  -- No foreign key: the record of a deleted piece stays.
  artwork_id text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX artwork_changes_latest ON artwork_changes (at DESC);

-- The home page's studio photo and the about page's portrait, when she has replaced them.
CREATE TABLE site_photos (
  slot text PRIMARY KEY CHECK (slot IN ('studio', 'portrait')),
  photo_id text NOT NULL REFERENCES media_photos (id),
  alt text NOT NULL
);

-- Content put in once, at the first start: a piece she deletes does not come back.
CREATE TABLE seeded_content (
  name text PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now()
);
