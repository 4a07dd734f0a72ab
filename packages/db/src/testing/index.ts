export * from './postgres-cluster';
export * from './vitest-postgres';
export * from './vitest-projects';
