-- Accounts authenticate with an API key; only its SHA-256 is stored.
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  key_hash BLOB NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

-- Pack fields are copied in so editing the packs file never changes a session already opened.
CREATE TABLE checkout_sessions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  token_hash BLOB NOT NULL,
  pack_id TEXT NOT NULL,
  pack_name TEXT NOT NULL,
  credits INTEGER NOT NULL CHECK (credits > 0),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  completed_at TEXT,
  event_id TEXT
) STRICT;

CREATE INDEX checkout_sessions_by_account ON checkout_sessions (account_id, status, completed_at);

-- Every webhook event id ever processed, so a redelivered event is acknowledged without effect.
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  session_id TEXT,
  received_at TEXT NOT NULL
) STRICT;

-- Usage a device reported; the key makes a replayed id a no-op.
CREATE TABLE usage_records (
  account_id TEXT NOT NULL REFERENCES accounts (id),
  id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  operation TEXT NOT NULL CHECK (operation IN ('keyword', 'semantic', 'ask', 'similar')),
  credits INTEGER NOT NULL CHECK (credits BETWEEN 1 AND 1000),
  at TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT, WITHOUT ROWID;

-- The ledger of record: signed credit deltas whose sum is the balance. `ref` is the grant name, checkout
-- session id or usage id, and the unique key means each can be booked once.
CREATE TABLE ledger_entries (
  seq INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('grant', 'purchase', 'usage')),
  credits INTEGER NOT NULL,
  ref TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, kind, ref),
  CHECK ((kind = 'usage' AND credits < 0) OR (kind <> 'usage' AND credits > 0))
) STRICT;

CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'ledger_entries is append-only');
END;

CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'ledger_entries is append-only');
END;
