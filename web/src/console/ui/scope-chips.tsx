/** What a connection or token can read (or write): display names, the explanation on hover. */
export function ScopeChips({ scopes }: { scopes: ReadonlyArray<{ name: string; displayName: string; description: string }> }) {
  return (
    <ul className="c-chips" aria-label="Scopes">
      {scopes.map((s) => (
        <li key={s.name} className="c-chip" title={s.description || s.name}>
          {s.displayName}
        </li>
      ))}
    </ul>
  );
}
