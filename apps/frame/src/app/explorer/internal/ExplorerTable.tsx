import type { ReactNode } from 'react'

/** A column of an explorer table: its heading, and whether its cells are figures set flush right. */
type ExplorerColumn = { label: string; numeric?: boolean }

/**
 * An explorer table: a heading per column, then `children`, the body's rows, each with its own cells.
 *
 * @example
 * <ExplorerTable columns={[{ label: 'Token' }, { label: 'Amount', numeric: true }]}>{rows}</ExplorerTable>
 */
export function ExplorerTable({
  columns,
  children,
}: {
  columns: readonly ExplorerColumn[]
  children: ReactNode
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-neutral-300">
          {columns.map((column, index) => (
            <th
              key={column.label}
              scope="col"
              className={[
                'py-2',
                index < columns.length - 1 ? 'pr-4' : undefined,
                column.numeric ? 'text-right' : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
