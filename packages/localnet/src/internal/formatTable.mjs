/**
 * Lays rows out in left-aligned columns, indented by two spaces, with no trailing blanks.
 * @param {readonly (readonly string[])[]} rows
 * @returns {string}
 */
export function formatTable(rows) {
  /** @type {number[]} */
  const widths = []
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length)
    })
  }
  return rows
    .map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('   ')}`.trimEnd())
    .join('\n')
}
