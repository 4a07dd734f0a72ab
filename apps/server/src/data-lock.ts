import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process (a server, a restore) holds the data folder. */
export class DataFolderInUse extends Error {
  constructor(
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(`process ${pid} is using the data folder (${lockFile})`);
    this.name = 'DataFolderInUse';
  }
}

/** The process id a lock file names, when that process still runs. */
function liveOwner(file: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists, it belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Takes the data folder for this process: the lock file is created exclusively with our pid.
 * A file left by a process that is gone is taken over; one held by a live process refuses
 * with DataFolderInUse (two servers on one SQLite folder, or a restore under a running server,
 * would lose writes). Answers the release.
 */
export function lockDataFolder(file: string): () => void {
  const pid = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, pid, { flag: 'wx', mode: 0o600 });
      return () => {
        if (liveOwner(file) === undefined && readFileSync(file, 'utf8') === pid) rmSync(file);
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const owner = liveOwner(file);
      if (owner !== undefined) throw new DataFolderInUse(owner, file);
      // Stale (or ours): remove it and try once more; a racing taker makes that fail.
      rmSync(file, { force: true });
    }
  }
  throw new DataFolderInUse(Number(readFileSync(file, 'utf8')), file);
}
