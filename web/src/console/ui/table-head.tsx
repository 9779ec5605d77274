import type { ReactNode } from 'react';

/** A table's column headings, each `scope="col"`; a heading may be a node (a visually hidden label, say). */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
