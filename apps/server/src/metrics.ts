/** What the services count: transport-free, so a service never sees prom-client. */
export interface ServiceMetrics {
  /** A call a rate limit refused. */
  refused(limiter: string): void;
  /** Bytes of an upload that was stored. */
  uploaded(kind: 'cv', bytes: number): void;
}

/** For what counts nothing: the operator's CLI, and a server no scraper reads (no METRICS_TOKEN). */
export const noMetrics: ServiceMetrics = { refused: () => {}, uploaded: () => {} };
