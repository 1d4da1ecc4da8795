/** Rows of the same keys as a Markdown table, to paste into bench/README.md as it is printed. */
export function markdownTable(rows) {
  const columns = Object.keys(rows[0]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((r) => line(columns.map((c) => r[c]))),
  ].join('\n');
}
