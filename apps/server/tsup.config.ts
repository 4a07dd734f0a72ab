import { defineConfig } from 'tsup';

// One file per entry with the workspace packages inlined; npm dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli/index.ts' },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@studio\//],
});
