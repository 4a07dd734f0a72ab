/**
 * An object with one entry per name, each built by `build` for its own name (a router, a
 * cache…), typed per name as `R`. TypeScript cannot check a generic builder against a mapped
 * type (it reads `R[K]` as the intersection of every entry), nor Object.fromEntries per key:
 * this is the one place that asserts it. Keep `build` a plain call of a generic function over
 * the name, so `R` is what it returns.
 */
export function byName<N extends string, R extends { [K in N]: unknown }>(
  names: readonly N[],
  build: (name: N) => unknown,
): R {
  return Object.fromEntries(names.map((name) => [name, build(name)])) as R;
}
