import type { ReactNode } from 'react';

/**
 * The back office's tables (inbox, audit log, outbox, salary rules): a labelled table with one
 * row of column headers that scrolls sideways on a narrow screen. Rows come as children.
 */
export function AdminTable({
  caption,
  columns,
  className = '',
  children,
}: {
  caption: string;
  columns: readonly ReactNode[];
  className?: string;
  children: ReactNode;
}) {
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
