// Sums the JSON reports of every Vitest and Playwright run into one closing line.
// Arguments: `--run LABEL=DIR` for each further checkout whose suites ran (scripts/test.sh's copy
// on the Node LTS), then the names of steps that failed (lint, build, ...), each counted as one
// failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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
/** One line per failed test, printed last: CI shows only the end of the output. */
const failures = [];
/** An error's message without colour codes: its non-empty lines, each short. */
const linesOf = (message = '') =>
  message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim().slice(0, 200))
    .filter((line) => line !== '');
/** The first line of an error's message; an assertion's expected and received lines follow it. */
const headOf = (message) => {
  const [first = '', ...rest] = linesOf(message);
  const diff = rest.filter((line) => /^(Expected|Received|[-+] )/.test(line)).slice(0, 12);
  return [first, ...diff.map((line) => `    ${line}`)].join('\n');
};
/** Playwright's specs, however deeply described. */
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];

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
    for (const suite of report.testResults) {
      for (const test of suite.assertionResults.filter(({ status }) => status === 'failed')) {
        failures.push(
          `vitest${label} ${relative(root, suite.name)} > ${test.fullName}: ${headOf(test.failureMessages[0])}`,
        );
      }
      // A file that failed to load has no tests, only its message.
      if (suite.status === 'failed' && suite.assertionResults.length === 0) {
        failures.push(`vitest${label} ${relative(root, suite.name)}: ${headOf(suite.message)}`);
      }
    }
  }

  // Playwright's runs: on SQLite, and again on PostgreSQL (e2e/postgres.ts).
  for (const [name, file] of [
    ['playwright', 'e2e/test-results/results.json'],
    ['playwright (postgres)', 'e2e/test-results-postgres/results.json'],
  ]) {
    if (!existsSync(join(root, file))) continue;
    const { stats, suites } = JSON.parse(readFileSync(join(root, file), 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    console.log(
      `${name}${label}: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`,
    );
    for (const spec of suites.flatMap(specsOf)) {
      for (const test of spec.tests.filter(({ status }) => status === 'unexpected')) {
        const error = test.results.at(-1)?.errors?.[0]?.message;
        failures.push(
          `${name}${label} [${test.projectName}] ${spec.file}:${spec.line} ${spec.title}: ${headOf(error)}`,
        );
      }
    }
  }
}

for (const failure of failures) console.log(`failed: ${failure}`);
for (const step of failedSteps) console.log(`step failed: ${step}`);
failed += failedSteps.length;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
