// Notes by meaning: each note's sentence vector from the embedder that made it (a vector from another
// embedder is not comparable, so it is made again). Written after the note is saved; a note without
// one (saved while the semantic index was building, or imported) gets it at the next search by meaning.
export default `
CREATE TABLE IF NOT EXISTS study_vectors (
  item_id TEXT PRIMARY KEY REFERENCES study_items (id) ON DELETE CASCADE,
  embedder TEXT NOT NULL,
  vector BLOB NOT NULL
) WITHOUT ROWID;
`;
