import { afterAll, afterEach } from 'vitest';

/**
 * A setup file of the server tests: any process warning (a DeprecationWarning of a driver, a
 * MaxListenersExceededWarning, an ExperimentalWarning...) fails the test it happened in, or the file
 * when it came between tests. node-postgres, for one, only warns today about what its next major
 * version refuses (decision 82).
 */
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
process.on('warning', onWarning);

function failOnWarnings(when: string): void {
  if (!warnings.length) return;
  const found = warnings.splice(0);
  const text = found
    .map(
      (w) =>
        `${w.name}${'code' in w && w.code ? ` [${String(w.code)}]` : ''}: ${w.message}\n${w.stack ?? ''}`,
    )
    .join('\n\n');
  throw new Error(`${found.length} process warning(s) ${when}:\n${text}`);
}

afterEach(() => failOnWarnings('during this test'));
afterAll(() => {
  process.off('warning', onWarning);
  failOnWarnings('in this file outside its tests');
});
