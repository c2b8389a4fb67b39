import type { ReactNode } from 'react';

/**
 * The back office's tables (inbox, audit log, outbox, salary rules): a labelled table with one
 * row of column headers that scrolls sideways on a narrow screen. Rows come as children; with
 * nothing to list, the `empty` sentence stands in its place.
 */
export function AdminTable({
  caption,
  columns,
  className = '',
  empty,
  children,
}: {
  caption: string;
  columns: readonly ReactNode[];
  className?: string;
  empty?: string | false;
  children: ReactNode;
}) {
  if (empty) return <p className={className || undefined}>{empty}</p>;
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column, index) => (
              <th key={index} scope="col" className="p-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
