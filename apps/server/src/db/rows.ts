/**
 * The one row of a statement that always returns one (an insert or update with `returning`
 * of a row known to exist, an aggregate without `group by`). None means a mistake in the
 * code, not in the request, so it throws a plain Error: the error handler answers 500.
 */
export function onlyRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`expected ${what}, but the statement returned no row`);
  return row;
}
