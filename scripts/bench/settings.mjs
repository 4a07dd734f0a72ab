// What the benchmarks share besides their processes: settings from the environment, a server
// log's last lines, the report's line on the machine. (Scripts, not turbo tasks: no variable to declare anywhere.)
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { CORES } from './process-care.mjs';

/** A bad setting: the benchmark says which and stops, without a stack trace. */
export class UsageError extends Error {}

/** A setting from the environment. */
export const fromEnv = (name) => process.env[name];

/** A number setting of at least `min`, or `fallback` when unset. */
export function numberSetting(name, fallback, min = 1) {
  const raw = fromEnv(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new UsageError(`${name}=${raw}: expected a number >= ${min}`);
  }
  return value;
}

/** The last lines a server wrote, for a failure message. */
export function logTail(file) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n') || '(no output)';
  } catch {
    return '(no output)';
  }
}

/** The report's line on the machine: Node, platform, cores and load at the start. */
export function machineLine() {
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return (
    `- machine: node ${process.version}, ${process.platform} ${process.arch}, ${CORES} cores (${cpu}); ` +
    `load average at the start ${load} (the cores are shared: other work there adds noise)`
  );
}
