-- Each session knows the passkey that opened it (its sessions end when that passkey is removed)
-- and when she last proved it is her with a passkey (adding or removing one asks for a recent
-- proof). Sessions opened before this know neither, and are asked for a fresh check.
ALTER TABLE studio_sessions ADD COLUMN passkey_id text;
ALTER TABLE studio_sessions ADD COLUMN checked_at timestamptz;

ALTER TABLE studio_ceremonies DROP CONSTRAINT studio_ceremonies_kind_check;
ALTER TABLE studio_ceremonies ADD CONSTRAINT studio_ceremonies_kind_check
  CHECK (kind IN ('enrol', 'sign-in', 'add-passkey', 'confirm'));
