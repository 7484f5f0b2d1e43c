// Sync with the billing service. 0010's CHECK made every non-debit entry non-negative, but a sync must
// be able to record the service's word that the balance is lower (another device spent from the
// account, or the account's free start replaced this device's). The table is rebuilt with: debits
// negative; grants, purchases and refunds zero or more; adjustments of either sign. Every row keeps
// its seq, id and content, and the append-only triggers come back unchanged.
export default `
DROP TABLE IF EXISTS ledger_new;
CREATE TABLE ledger_new (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('grant', 'purchase', 'debit', 'refund', 'adjustment')),
  operation TEXT,
  credits INTEGER NOT NULL,
  at TEXT NOT NULL,
  detail TEXT,
  synced_at TEXT,
  CHECK (kind <> 'debit' OR credits < 0),
  CHECK (kind NOT IN ('grant', 'purchase', 'refund') OR credits >= 0)
);

INSERT INTO ledger_new (seq, id, kind, operation, credits, at, detail, synced_at)
SELECT seq, id, kind, operation, credits, at, detail, synced_at FROM ledger ORDER BY seq;

DROP TABLE ledger;
ALTER TABLE ledger_new RENAME TO ledger;

CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- Only the sync mark may change after an entry is written.
CREATE TRIGGER ledger_no_update BEFORE UPDATE OF seq, id, kind, operation, credits, at, detail ON ledger
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- The outbox: every sync reads the debits not yet delivered, oldest first.
CREATE INDEX IF NOT EXISTS ledger_unsynced_debits ON ledger (seq) WHERE kind = 'debit' AND synced_at IS NULL;

-- Small mutable billing facts (device id, saved billing URL, last packs seen, last server totals), as JSON.
CREATE TABLE IF NOT EXISTS billing_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
`;
