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
 * The rest are large, and used on demand only (a webhook, a mail, an upload's check, metrics, a
 * rate limit's first count, a passkey, a bucket, MCP): V8 keeps a bundle's whole text in memory, used
 * or not. A server with S3 storage reads the S3 client's files at start (about 50 ms more).
 */
const external = [
  'better-sqlite3',
  'sharp',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'undici',
  'nodemailer',
  'file-type',
  'prom-client',
  'rate-limiter-flexible',
  '@simplewebauthn/server',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  // Only with MCP=on (mcp/route.ts); imported by its subpaths, left out with the package.
  '@modelcontextprotocol/sdk',
];

const common = {
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  sourcemap: true,
} satisfies Options;

// The server: one CommonJS file with every other dependency inlined (loading hundreds of package
// files was most of a cold start), so that the launcher can give V8 its code cache (main.ts,
// decision 058). What a start does not need is imported where it is used: esbuild runs such a
// module only when first imported (bundle.test.ts names them).
export const options = {
  ...common,
  entry: { server: 'src/server.ts' },
  format: 'cjs',
  // The launcher and the CLI, built beside (and at the same time), are not this build's to remove.
  clean: ['!main.js*', '!cli.cjs*'],
  // Whitespace and syntax only: ~7 MB less idle RSS (V8 keeps every file's source), the same
  // start, and names kept, so a logged stack trace still says which function threw.
  minifyWhitespace: true,
  minifySyntax: true,
  // A package left out is left out with its subpaths (`@modelcontextprotocol/sdk/types.js`).
  noExternal: [new RegExp(`^(?!(${external.join('|')})(/.*)?$).*`)],
  external,
  esbuildPlugins: [zodEnglishOnly, compressOnNodeStreams],
  // Every import() a require(): Node 20 loses a script's import() callback when the script is
  // compiled from a code cache ("A dynamic import callback was not specified").
  esbuildOptions(esbuild) {
    esbuild.supported = { ...esbuild.supported, 'dynamic-import': false };
  },
  // `import.meta` is empty in CommonJS: tsup's shim gives its `url`, `__dirname` its folder.
  shims: true,
  define: { 'import.meta.dirname': '__dirname' },
  // The file is a CommonJS module's body wrapped as Node wraps one, so that the launcher compiles
  // the file's own text: wrapping it there would copy megabytes, garbage until a full collection.
  banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
  footer: { js: '})' },
} satisfies Options;

/** The operator commands (`node apps/server/dist/cli.cjs`): the server's build, unwrapped. */
const cli = {
  ...options,
  entry: { cli: 'src/cli/index.ts' },
  clean: false,
  banner: {},
  footer: {},
} satisfies Options;

/** The launcher `pnpm start` runs: Node's built-ins only, and the server bundle by its path. */
export const launcher = {
  ...common,
  entry: { main: 'src/main.ts' },
  format: 'esm',
  clean: false,
} satisfies Options;

export default defineConfig([options, cli, launcher]);
