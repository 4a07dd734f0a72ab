import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A built JavaScript chunk, as far as the script a page loads needs it. */
export interface ChunkNode {
  fileName: string;
  code: string;
  /** Chunks it imports statically (loaded with it). */
  imports: readonly string[];
  /** Chunks it may import later (`import()`). */
  dynamicImports: readonly string[];
  isEntry: boolean;
  /** The modules bundled into it (a group chunk holds a route's component among others). */
  moduleIds: readonly string[];
}

/** A route file's split chunk, e.g. ("podcast.tsx", "component"). */
const ROUTE_SPLIT = /\/src\/routes\/(.+)\?tsr-split=(\w+)$/;

/** The route files whose split part (`component`, `loader`) a chunk holds. */
const routesIn = (chunk: ChunkNode | undefined, part: string) =>
  (chunk?.moduleIds ?? []).flatMap((id) => {
    const split = ROUTE_SPLIT.exec(id);
    return split?.[1] && split[2] === part ? [split[1]] : [];
  });

/** Static imports, closed over: what loading `name` loads. */
function closure(byName: ReadonlyMap<string, ChunkNode>, name: string, seen: Set<string>) {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const imported of byName.get(name)?.imports ?? []) closure(byName, imported, seen);
  return seen;
}

/**
 * The chunks a first visit to each route loads: the entry with everything it imports
 * statically, and per route file (e.g. "podcast.tsx") the chunk of its component with its
 * static imports beyond the entry's.
 */
export function firstLoadChunks(chunks: readonly ChunkNode[]): {
  entry: ReadonlySet<string>;
  routes: ReadonlyMap<string, ReadonlySet<string>>;
} {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(byName, chunk.fileName, entry);
  const routes = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const route of routesIn(chunk, 'component')) {
      const own = closure(byName, chunk.fileName, new Set(entry));
      for (const name of entry) own.delete(name);
      routes.set(route, own);
    }
  }
  return { entry, routes };
}

/**
 * Dynamic imports a first visit never makes until the visitor acts or navigates: the header's
 * overlay menu, the gallery's modal, the posters' video player, the not-found page, the head tags
 * written on navigation, the live preview's frame script, and the forms /login and /register
 * show only for a link's hash (password reset, invitation). Every other dynamic import (a form,
 * the home page's lists, the language switch and catalogue) is taken as made once the page
 * painted.
 */
export const ON_DEMAND =
  /\/src\/(public\/(layout\/overlay-menu|gallery\/(gallery-modal|poster-player)|not-found\/not-found-page)|lib\/write-page-head|live-preview\/frame|admin\/auth\/(forgot-password-form|reset-password-form|invitation-form))\.tsx?$/;

/**
 * The chunks a first visit to each route downloads until the network is idle, by route file:
 * what it loads first (`firstLoadChunks`), its loader's chunk, and every chunk those import
 * dynamically but routes' and those holding a module `onDemand` names, with their own imports.
 */
export function untilIdleChunks(
  chunks: readonly ChunkNode[],
  onDemand: RegExp = ON_DEMAND,
): Map<string, ReadonlySet<string>> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const later = (name: string) =>
    (byName.get(name)?.moduleIds ?? []).some((id) => ROUTE_SPLIT.test(id) || onDemand.test(id));
  const follow = (name: string, seen: Set<string>) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = byName.get(name);
    for (const imported of chunk?.imports ?? []) follow(imported, seen);
    for (const imported of chunk?.dynamicImports ?? [])
      if (!later(imported)) follow(imported, seen);
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) follow(chunk.fileName, entry);
  const routes = new Map<string, Set<string>>();
  for (const part of ['component', 'loader']) {
    for (const chunk of chunks) {
      for (const route of routesIn(chunk, part)) {
        const loaded = routes.get(route) ?? (part === 'component' ? new Set(entry) : undefined);
        if (!loaded) continue;
        follow(chunk.fileName, loaded);
        routes.set(route, loaded);
      }
    }
  }
  return routes;
}

/** What a first visit downloads of one route's script until the network is idle. */
export interface RouteScript {
  /** gzip bytes, each chunk once. */
  bytes: number;
  /** Script requests: one per chunk. */
  requests: number;
}

/** Each route's script until idle, by route file, sized by `size` (gzip bytes of a chunk's code). */
export function untilIdleScripts(
  chunks: readonly ChunkNode[],
  size: (code: string) => number,
): Map<string, RouteScript> {
  const code = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code]));
  return new Map(
    [...untilIdleChunks(chunks)].map(([route, names]) => {
      let bytes = 0;
      for (const name of names) bytes += size(code.get(name) ?? '');
      return [route, { bytes, requests: names.size }];
    }),
  );
}

/** A route's ceilings: KB gzip and script requests until network idle. */
export interface ScriptBudget {
  kb: number;
  requests: number;
}

/** Routes over a ceiling, with both numbers; a budgeted route the build lacks is named too. */
export function overBudget(
  scripts: ReadonlyMap<string, RouteScript>,
  budgets: Readonly<Record<string, ScriptBudget>>,
): string[] {
  return Object.entries(budgets).flatMap(([route, budget]) => {
    const script = scripts.get(route);
    if (script === undefined) return [`${route}: no such route chunk`];
    const kb = script.bytes / 1024;
    return [
      ...(kb > budget.kb ? [`${route}: ${kb.toFixed(1)} KB gzip > ${budget.kb} KB`] : []),
      ...(script.requests > budget.requests
        ? [`${route}: ${script.requests} script requests > ${budget.requests}`]
        : []),
    ];
  });
}

const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;

/**
 * Fails the build when a route's script until network idle (after-paint chunks included)
 * passes its budget. Measured once the bundle is written: Vite adds each chunk's preload list
 * to the code in its own last step.
 */
export function jsBudget(budgets: Readonly<Record<string, ScriptBudget>>): Plugin {
  return {
    name: 'studio-js-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks: ChunkNode[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.push(output);
      }
      const scripts = untilIdleScripts(chunks, gzipSize);
      const over = overBudget(scripts, budgets);
      if (over.length > 0)
        this.error(`JavaScript until network idle over budget:\n  ${over.join('\n  ')}`);
      const summary = [...scripts]
        .filter(([route]) => route in budgets)
        .map(
          ([route, { bytes, requests }]) => `${route} ${(bytes / 1024).toFixed(1)} (${requests})`,
        )
        .join(', ');
      this.info(`JS until network idle, KB gzip (script requests): ${summary}`);
    },
  };
}
