// Scope names look like 2023-03-01/xhr/time-off-entries; when the catalogue has no display name
// the widget shows a humanised one ("Time off entries").
export function humaniseScope(scope: string): string {
  const parts = scope.split('/').filter(Boolean);
  const tail = /^\d{4}-\d{2}-\d{2}$/.test(parts[0] ?? '') ? parts.slice(2) : parts;
  const words = tail
    .join(' ')
    .replace(/[{}]/g, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : scope;
}
