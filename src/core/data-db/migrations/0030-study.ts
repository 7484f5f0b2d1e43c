// The person's study: highlights, bookmarks and notes on a verse or a range of verses (verse ids
// `book * 1e6 + chapter * 1e3 + verse`, inclusive), tags on any of them, and a full-text index of
// the words a person writes (notes, bookmark labels, tags) that the store keeps in step.
export default `
CREATE TABLE IF NOT EXISTS study_items (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('highlight', 'bookmark', 'note')),
  start_verse INTEGER NOT NULL,
  end_verse INTEGER NOT NULL,
  color TEXT CHECK (color IN ('yellow', 'green', 'blue', 'pink', 'purple')),
  label TEXT,
  folder TEXT,
  body TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (end_verse >= start_verse),
  CHECK ((kind = 'highlight') = (color IS NOT NULL)),
  CHECK ((kind = 'note') = (body IS NOT NULL)),
  CHECK (kind = 'bookmark' OR (label IS NULL AND folder IS NULL))
);
CREATE INDEX IF NOT EXISTS study_items_verses ON study_items (start_verse, end_verse);
CREATE INDEX IF NOT EXISTS study_items_updated ON study_items (updated_at);

CREATE TABLE IF NOT EXISTS study_tags (
  item_id TEXT NOT NULL REFERENCES study_items (id) ON DELETE CASCADE,
  tag TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (item_id, tag)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS study_tags_tag ON study_tags (tag);

CREATE VIRTUAL TABLE IF NOT EXISTS study_text USING fts5(item_id UNINDEXED, words, tokenize = 'porter unicode61 remove_diacritics 2');
`;
