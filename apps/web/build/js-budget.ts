import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A built JavaScript chunk, as far as first-load size needs it. */
export interface ChunkNode {
  fileName: string;
  code: string;
  /** Chunks it imports statically (loaded with it). */
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** The route file a chunk renders, e.g. "podcast.tsx", for a route's component chunk. */
const ROUTE_COMPONENT = /\/src\/routes\/(.+)\?tsr-split=component$/;

/**
 * The chunks a first visit to each route loads: the entry with everything it imports
 * statically, and per route file (e.g. "podcast.tsx") its component chunk with its static
 * imports beyond the entry's.
 */
export function firstLoadChunks(chunks: readonly ChunkNode[]): {
  entry: ReadonlySet<string>;
  routes: ReadonlyMap<string, ReadonlySet<string>>;
} {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (name: string, seen: Set<string>) => {
    if (seen.has(name)) return seen;
    seen.add(name);
    for (const imported of byName.get(name)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
  const routes = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    const route = ROUTE_COMPONENT.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!route) continue;
    const own = closure(chunk.fileName, new Set(entry));
    for (const name of entry) own.delete(name);
    routes.set(route, own);
  }
  return { entry, routes };
}

/** The gzip bytes of JavaScript a first visit to each route loads (each chunk once), by route file. */
export function firstLoadSizes(
  chunks: readonly ChunkNode[],
  size: (code: string) => number,
): Map<string, number> {
  const code = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code]));
  const total = (names: Iterable<string>) => {
    let bytes = 0;
    for (const name of names) bytes += size(code.get(name) ?? '');
    return bytes;
  };
  const { entry, routes } = firstLoadChunks(chunks);
  const entryBytes = total(entry);
  return new Map([...routes].map(([route, own]) => [route, entryBytes + total(own)]));
}

/** Routes whose first-load JavaScript exceeds their budget (KB gzip), with both numbers. */
export function overBudget(
  sizes: ReadonlyMap<string, number>,
  budgetsKb: Readonly<Record<string, number>>,
): string[] {
  return Object.entries(budgetsKb).flatMap(([route, budget]) => {
    const bytes = sizes.get(route);
    if (bytes === undefined) return [`${route}: no such route chunk`];
    const kb = bytes / 1024;
    return kb > budget ? [`${route}: ${kb.toFixed(1)} KB gzip > ${budget} KB`] : [];
  });
}

const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;

/**
 * Fails the build when a route's first-load JavaScript passes its budget. Measured once the
 * bundle is written: Vite adds each chunk's preload list to the code in its own last step.
 */
export function jsBudget(budgetsKb: Readonly<Record<string, number>>): Plugin {
  return {
    name: 'studio-js-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks: ChunkNode[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.push(output);
      }
      const sizes = firstLoadSizes(chunks, gzipSize);
      const over = overBudget(sizes, budgetsKb);
      if (over.length > 0) this.error(`First-load JavaScript over budget:\n  ${over.join('\n  ')}`);
      const summary = [...sizes]
        .filter(([route]) => route in budgetsKb)
        .map(([route, bytes]) => `${route} ${(bytes / 1024).toFixed(1)}`)
        .join(', ');
      this.info(`first-load JS, KB gzip: ${summary}`);
    },
  };
}
