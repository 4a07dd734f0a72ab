import { setupPostgresCluster } from './vitest-postgres';

export default setupPostgresCluster;
