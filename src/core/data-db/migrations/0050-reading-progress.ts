// Reading plans: the days of each plan the person has marked read.
export default `
CREATE TABLE IF NOT EXISTS reading_progress (
  plan TEXT NOT NULL,
  day INTEGER NOT NULL CHECK (day >= 1),
  done_at TEXT NOT NULL,
  PRIMARY KEY (plan, day)
) WITHOUT ROWID;
`;
