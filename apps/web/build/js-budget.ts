import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { starterFile } from './scripts-after-load.ts';

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

/**
 * The three kinds of page, each started by its own module (main.tsx picks one): a route of
 * the registration page and the admin area (its file's split chunks: "register.tsx",
 * "component") after spa-start, a public page (public/pages/podcast.tsx) after public/start,
 * or the sign-in page (sign-in/pages/login.tsx) after sign-in/start. A page's name is its
 * file's ("podcast.tsx"): the route's from src/routes, the others' from their pages folder.
 */
const PAGE_KINDS = [
  { page: /\/src\/routes\/(.+)\?tsr-split=(\w+)$/, start: /\/src\/spa-start\.tsx$/, held: false },
  // Their HTML holds the scripts until load (decisions 054, 060): the starter script is one more.
  { page: /\/src\/public\/pages\/(.+)\.tsx$/, start: /\/src\/public\/start\.tsx$/, held: true },
  { page: /\/src\/sign-in\/pages\/(.+)\.tsx$/, start: /\/src\/sign-in\/start\.tsx$/, held: true },
] as const;

/** A page's part a chunk holds: its component ("component"), or a route's loader ("loader"). */
type PagePart = 'component' | 'loader';

/** The pages whose `part` a chunk holds, each with its kind's start module. */
function pagesIn(chunk: ChunkNode | undefined, part: PagePart) {
  return (chunk?.moduleIds ?? []).flatMap((id) =>
    PAGE_KINDS.flatMap(({ page, start, held }) => {
      const match = page.exec(id);
      if (!match?.[1]) return [];
      const name = match[2] === undefined ? `${match[1]}.tsx` : match[1];
      return (match[2] ?? 'component') === part ? [{ name, start, held }] : [];
    }),
  );
}

/** Whether a chunk holds a page or a start: loaded only for the pages that need it. */
const holdsPageOrStart = (chunk: ChunkNode | undefined) =>
  (chunk?.moduleIds ?? []).some((id) =>
    PAGE_KINDS.some(({ page, start }) => page.test(id) || start.test(id)),
  );

/** The chunk that bundles the module `start` names. */
const chunkWith = (chunks: readonly ChunkNode[], start: RegExp) =>
  chunks.find((chunk) => chunk.moduleIds.some((id) => start.test(id)));

/** Static imports, closed over: what loading `name` loads. */
function closure(byName: ReadonlyMap<string, ChunkNode>, name: string, seen: Set<string>) {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const imported of byName.get(name)?.imports ?? []) closure(byName, imported, seen);
  return seen;
}

/**
 * The chunks a first visit to each page loads: the entry with everything it imports
 * statically, and per page (e.g. "podcast.tsx") its kind's start chunk and its component's
 * chunk with their static imports beyond the entry's.
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
    for (const { name, start } of pagesIn(chunk, 'component')) {
      const own = closure(byName, chunk.fileName, new Set(entry));
      const starter = chunkWith(chunks, start);
      if (starter) closure(byName, starter.fileName, own);
      for (const loaded of entry) own.delete(loaded);
      routes.set(name, own);
    }
  }
  return { entry, routes };
}

/**
 * Dynamic imports a first visit never makes until the visitor acts or navigates: the header's
 * overlay menu, the gallery's modal, the posters' video player, the not-found page, the head tags
 * written on navigation, the live preview's frame script, the form /register shows only for
 * an invitation link's hash, the WebAuthn library a passkey button loads when pressed, and
 * another language's words (a page in the default language, which the budgets are for, has
 * its words in its code). Every other dynamic import (a form, the home page's lists, the
 * language switch) is taken as made once the page painted.
 */
export const ON_DEMAND =
  /\/packages\/content\/src\/locales\/[a-z]{2}(-[A-Z]{2})?(-later)?\.ts$|\/src\/(public\/(layout\/overlay-menu|gallery\/(gallery-modal|poster-player)|not-found\/not-found-page)|lib\/write-page-head|live-preview\/frame|admin\/auth\/invitation-form)\.tsx?$|\/@simplewebauthn\/browser\//;

/**
 * The chunks a first visit to each page downloads until the network is idle, by page file:
 * the entry, the page's start and component (a route's loader too), and every chunk those
 * import dynamically but other pages', starts and those holding a module `onDemand` names,
 * with their own imports; and `starter`, the script that starts a page's held scripts, on the
 * pages that hold them.
 */
export function untilIdleChunks(
  chunks: readonly ChunkNode[],
  { onDemand = ON_DEMAND, starter }: { onDemand?: RegExp; starter?: string } = {},
): Map<string, ReadonlySet<string>> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const later = (name: string) => {
    const chunk = byName.get(name);
    return holdsPageOrStart(chunk) || (chunk?.moduleIds ?? []).some((id) => onDemand.test(id));
  };
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
  for (const part of ['component', 'loader'] as const) {
    for (const chunk of chunks) {
      for (const { name, start, held } of pagesIn(chunk, part)) {
        let loaded = routes.get(name);
        if (!loaded && part === 'component') {
          loaded = new Set(entry);
          const started = chunkWith(chunks, start);
          if (started) follow(started.fileName, loaded);
          if (held && starter) loaded.add(starter);
        }
        if (!loaded) continue;
        follow(chunk.fileName, loaded);
        routes.set(name, loaded);
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

/**
 * Each page's script until idle, by page file, sized by `size` (gzip bytes of a chunk's code);
 * `starter`: the script that starts held scripts (decision 054), counted where a page holds them.
 */
export function untilIdleScripts(
  chunks: readonly ChunkNode[],
  size: (code: string) => number,
  starter?: { fileName: string; source: string },
): Map<string, RouteScript> {
  const code = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code]));
  if (starter) code.set(starter.fileName, starter.source);
  return new Map(
    [...untilIdleChunks(chunks, { starter: starter?.fileName })].map(([route, names]) => {
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
  let starter = starterFile();
  return {
    name: 'studio-js-budget',
    apply: 'build',
    configResolved(config) {
      starter = starterFile(config.build.assetsDir);
    },
    writeBundle(_options, bundle) {
      const chunks: ChunkNode[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.push(output);
      }
      const scripts = untilIdleScripts(chunks, gzipSize, starter);
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
