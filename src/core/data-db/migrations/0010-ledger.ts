// The append-only credits ledger: the balance is the sum of `credits`, never a stored number.
// Idempotent (IF NOT EXISTS), as every migration: running one twice must never fail.
export default `
CREATE TABLE IF NOT EXISTS ledger (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('grant', 'purchase', 'debit', 'refund', 'adjustment')),
  operation TEXT,
  credits INTEGER NOT NULL,
  at TEXT NOT NULL,
  detail TEXT,
  synced_at TEXT,
  CHECK ((kind = 'debit') = (credits < 0))
);

CREATE TRIGGER IF NOT EXISTS ledger_no_delete BEFORE DELETE ON ledger
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- Only the sync mark may change after an entry is written.
CREATE TRIGGER IF NOT EXISTS ledger_no_update BEFORE UPDATE OF seq, id, kind, operation, credits, at, detail ON ledger
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
`;
