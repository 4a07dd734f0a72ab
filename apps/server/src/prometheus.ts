import type { DatabaseHandle } from '@studio/db';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceMetrics } from './metrics';

/**
 * The process's Prometheus metrics (prom-client): requests by route and status, latency,
 * database pool use, rate-limit refusals, upload bytes, and Node's own (memory, event loop).
 * One registry per app, so test apps in one process do not share counts. Loaded only when
 * METRICS_TOKEN is set: with no scraper nothing is counted, and a start skips prom-client.
 */
export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'studio_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'studio_http_request_duration_seconds',
    help: 'Time to answer, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'studio_rate_limit_refusals_total',
    help: 'Calls refused by a rate limit (429), by limiter',
    labelNames: ['limiter'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'studio_upload_bytes_total',
    help: 'Bytes of uploads stored, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'studio_db_pool_connections',
    help: 'PostgreSQL pool connections by state (SQLite: one connection, always in use)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (database.dialect === 'postgres') {
        const { pool } = database;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  const children = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof latency.labels> }
  >();

  const service: ServiceMetrics = {
    refused: (limiter) => refusals.inc({ limiter }),
    uploaded: (kind, bytes) => uploadBytes.inc({ kind }, bytes),
  };
  return {
    registry,
    service,
    /** One answered request; `route` is its pattern (/api/podcastview/:id), not its path. */
    answered(route: string, method: string, status: number, seconds: number) {
      // The labelled children, looked up once per route, method and status: prom-client
      // would otherwise hash the label object on every request.
      const key = `${method} ${status} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = {
          count: requests.labels(route, method, String(status)),
          time: latency.labels(route, method),
        };
        children.set(key, child);
      }
      child.count.inc();
      child.time.observe(seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
