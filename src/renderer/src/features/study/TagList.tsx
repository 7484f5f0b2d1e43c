/** An item's tags as small labels; nothing when it has none. */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="study-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="study-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
