// Sums the JSON reports of every Vitest and Playwright run into one closing line.
// Arguments: `--run LABEL=DIR` for each further checkout whose suites ran (scripts/test.sh's copy
// on the Node LTS), then the names of steps that failed (lint, build, ...), each counted as one
// failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
/** Each checkout whose reports count: this one, then those given with --run. */
const runs = [{ label: '', root: new URL('..', import.meta.url).pathname }];
while (args[0] === '--run') {
  const [label, root] = args.splice(0, 2)[1].split(/=(.*)/s);
  runs.push({ label: ` (${label})`, root });
}
const failedSteps = args;

let passed = 0;
let failed = 0;
let skipped = 0;

for (const { label, root } of runs) {
  // Each Vitest package writes <package>/.results/vitest.json (turbo caches it with the task).
  const vitestReports = ['apps', 'packages', 'examples'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(group, name, '.results/vitest.json')),
  );
  for (const file of vitestReports.filter((path) => existsSync(join(root, path)))) {
    const report = JSON.parse(readFileSync(join(root, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    console.log(
      `vitest${label} ${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
  }

  // Playwright's runs: on SQLite, and again on PostgreSQL (e2e/postgres.ts).
  for (const [name, file] of [
    ['playwright', 'e2e/test-results/results.json'],
    ['playwright (postgres)', 'e2e/test-results-postgres/results.json'],
  ]) {
    if (!existsSync(join(root, file))) continue;
    const { stats } = JSON.parse(readFileSync(join(root, file), 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    console.log(
      `${name}${label}: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`,
    );
  }
}

for (const step of failedSteps) console.log(`step failed: ${step}`);
failed += failedSteps.length;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
