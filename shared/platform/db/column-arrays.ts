/**
 * Rows sent as one JSON object of columns: json_build_object('a', json_agg(a), 'b', json_agg(b), ...)
 * over the rows, an array per column, each null when there are no rows. The driver parses one value
 * instead of every column of every row, and json_agg looks up how to write a column's type once per
 * aggregate, where json_agg of whole rows (row_to_json) looks it up again for every value (~10 µs a
 * row of 17 columns, measured on rental comparables).
 */

/** The arguments of that json_build_object for `columns` of the relation `from`: constant names only, as the text is spliced into the statement. */
export function columnArrays(columns: readonly string[], from: string): string {
  return columns.map((column) => `'${column}', json_agg(${from}.${column})`).join(', ');
}

/** One value per row of the arrays, made by `row` from the values at its index (`at`). */
export function rowsOf<R>(
  columns: Readonly<Record<string, readonly unknown[] | null>>,
  row: (at: <T>(column: readonly T[] | null) => T) => R,
): R[] {
  const rows: R[] = [];
  const count = Object.values(columns)[0]?.length ?? 0;
  for (let k = 0; k < count; k++) rows.push(row((column) => column![k] as never));
  return rows;
}
