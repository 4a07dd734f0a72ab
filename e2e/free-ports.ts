import { spawnSync } from 'node:child_process';

// Tries `count` consecutive ports from a start, moving on past any that something listens on;
// prints the first port of a free run. A child process: the config is loaded synchronously.
const PROBE = `
const net = require('node:net');
const [count, start] = process.argv.slice(1).map(Number);
const free = (port) => new Promise((resolve) => {
  const server = net.createServer();
  server.once('error', () => resolve(false));
  server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
});
(async () => {
  for (let base = start; base + count < 65536; base += 1) {
    let all = true;
    for (let port = base; port < base + count && all; port++) all = await free(port);
    if (all) return console.log(base);
  }
  process.exit(1);
})();
`;

/**
 * The first of `count` consecutive ports on 127.0.0.1 that nothing listens on, from `start` on:
 * two runs at once (the CI's Node LTS run beside the main one), or any other server on the
 * machine, must not take a suite's port.
 */
export function freePortRun(count: number, start: number): number {
  const probe = spawnSync(process.execPath, ['-e', PROBE, String(count), String(start)], {
    encoding: 'utf8',
  });
  const port = Number(probe.stdout.trim());
  if (probe.status !== 0 || !Number.isInteger(port)) {
    throw new Error(`no ${count} free ports from ${start} on 127.0.0.1`);
  }
  return port;
}
