import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * zod re-exports every language's error messages (`z.locales`), about 300 KB of code a start
 * must parse; the server speaks English only, so the bundle gets the English locale alone.
 */
const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes('/zod/')
        ? { path: args.importer, namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, () => ({
      contents: "export { default as en } from 'zod/v4/locales/en.js';",
      resolveDir: import.meta.dirname,
    }));
  },
};

/**
 * @fastify/compress takes `Readable` and `Transform` from readable-stream 4, a copy of Node
 * 18's own streams (120 KB a start parses and runs); Node's built-in `stream` is the same API.
 */
const compressOnNodeStreams: Plugin = {
  name: 'compress-on-node-streams',
  setup(build) {
    build.onResolve({ filter: /^readable-stream$/ }, (args) =>
      args.importer.includes('/@fastify/compress/')
        ? { path: 'node:stream', external: true }
        : undefined,
    );
  },
};

/**
 * Loaded from node_modules at run time: better-sqlite3 and sharp are native addons; Swagger UI
 * (and the @fastify/swagger it requires) serve files that sit beside their own code (`__dirname`).
 */
const external = ['better-sqlite3', 'sharp', '@fastify/swagger', '@fastify/swagger-ui'];

// One file per entry with every other dependency inlined (loading hundreds of package files was
// most of a cold start). Bundled CommonJS code still calls require() for Node's built-ins, which
// an ES module gets from createRequire.
export const options = {
  entry: { main: 'src/main.ts', cli: 'src/cli/index.ts' },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  // What a start does not need is imported where it is used; each such import is a chunk of
  // its own, read when first called (bundle.test.ts names them).
  splitting: true,
  clean: true,
  sourcemap: true,
  // Whitespace and syntax only: ~7 MB less idle RSS (V8 keeps every file's source), the same
  // start, and names kept, so a logged stack trace still says which function threw.
  minifyWhitespace: true,
  minifySyntax: true,
  noExternal: [new RegExp(`^(?!(${external.join('|')})$).*`)],
  external,
  esbuildPlugins: [zodEnglishOnly, compressOnNodeStreams],
  banner: {
    js: "import { createRequire as __studioCreateRequire } from 'node:module'; const require = __studioCreateRequire(import.meta.url);",
  },
} satisfies Options;

export default defineConfig(options);
