/**
 * Chromium logs every 4xx answer to fetch as a console error ("Failed to load resource").
 * A journey that provokes one on purpose (a wrong password, say) names it here; every
 * other browser error still fails the test.
 */
export function allowFailedResponses(
  browserErrors: string[],
  expected: ReadonlyArray<{ status: number; path: string }>,
) {
  const isExpected = (error: string) =>
    expected.some(
      ({ status, path }) =>
        error.includes(
          `Failed to load resource: the server responded with a status of ${status}`,
        ) && error.includes(path),
    );
  const remaining = browserErrors.filter((error) => !isExpected(error));
  browserErrors.splice(0, browserErrors.length, ...remaining);
}
