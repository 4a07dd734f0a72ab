// Sums the JSON reports of every Vitest and Playwright run into one closing line.
// Arguments: the names of steps that failed (lint, build, ...), each counted as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;

// Each Vitest package writes <package>/.results/vitest.json (turbo caches it with the task).
const vitestReports = ['apps', 'packages', 'examples'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(group, name, '.results/vitest.json')),
);
for (const file of vitestReports.filter((path) => existsSync(join(root, path)))) {
  const report = JSON.parse(readFileSync(join(root, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`vitest ${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

// Playwright's runs: on SQLite, and again on PostgreSQL (e2e/postgres.ts).
for (const [label, file] of [
  ['playwright', 'e2e/test-results/results.json'],
  ['playwright (postgres)', 'e2e/test-results-postgres/results.json'],
]) {
  if (!existsSync(join(root, file))) continue;
  const { stats } = JSON.parse(readFileSync(join(root, file), 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  console.log(`${label}: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
}

const failedSteps = process.argv.slice(2);
for (const step of failedSteps) console.log(`step failed: ${step}`);
failed += failedSteps.length;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
