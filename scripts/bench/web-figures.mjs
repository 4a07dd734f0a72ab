// The figures `pnpm bench:web` reads from a Lighthouse run and how it prints them: pure
// functions of the run's report and network records, no processes, no I/O.

/** Issue 29's first-visit targets: JavaScript until network idle (KB gzip) and script requests. */
export const JS_TARGETS = { kb: 100, requests: 12 };

/** The middle value (the upper one of the two middles for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The scripts a page downloaded during the run: Lighthouse keeps recording until the network is
 * quiet, so these are the scripts until network idle. `body` is the encoded body as received
 * (the transfer size less the response headers' bytes). Data and blob URLs cost no request.
 */
export function scriptRequests(records) {
  return records
    .filter((record) => record.resourceType === 'Script' && /^https?:/.test(record.url))
    .map((record) => ({
      url: record.url,
      body: Math.max(0, record.transferSize - record.responseHeadersTransferSize),
      encoding:
        record.responseHeaders?.find((header) => header.name.toLowerCase() === 'content-encoding')
          ?.value ?? 'identity',
    }));
}

/** What the largest paint was, in a few words (where the LCP time goes is then clear). */
export function lcpElement(audits) {
  const node = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '';
  const what = node.snippet?.match(/^<(\w+)/)?.[1] ?? '';
  return `${what} ${node.nodeLabel ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, 40);
}

/** One run's figures; `gzipBytes` are the gzip bodies of its scripts, in `scripts`' order. */
export function runFigures(lhr, scripts, gzipBytes) {
  const { categories, audits } = lhr;
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    seo: categories.seo.score * 100,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    jsGzip: sum(gzipBytes),
    jsWire: sum(scripts.map((script) => script.body)),
    jsRequests: scripts.length,
    wireEncodings: [...new Set(scripts.map((script) => script.encoding))],
    lcpElement: lcpElement(audits),
  };
}

/** Bytes in KB (1024 bytes, as the web build's budget counts them). */
export const kb = (bytes) => bytes / 1024;
const mark = (within) => (within ? '✓' : '✗');

/** Whether a page's medians keep within each of issue 29's targets. */
export const withinTargets = (m) => ({
  kb: kb(m.jsGzip) <= JS_TARGETS.kb,
  requests: m.jsRequests <= JS_TARGETS.requests,
});

/** The table's columns: heading, the cell of a page's medians, how a difference reads. */
export const COLUMNS = [
  {
    heading: 'perf',
    cell: (m) => m.performance.toFixed(0),
    delta: 'difference',
    key: 'performance',
  },
  {
    heading: 'a11y',
    cell: (m) => m.accessibility.toFixed(0),
    delta: 'difference',
    key: 'accessibility',
  },
  {
    heading: 'best pr.',
    cell: (m) => m.bestPractices.toFixed(0),
    delta: 'difference',
    key: 'bestPractices',
  },
  { heading: 'SEO', cell: (m) => m.seo.toFixed(0), delta: 'difference', key: 'seo' },
  { heading: 'FCP s', cell: (m) => (m.fcp / 1000).toFixed(2), delta: 'seconds', key: 'fcp' },
  { heading: 'LCP s', cell: (m) => (m.lcp / 1000).toFixed(2), delta: 'seconds', key: 'lcp' },
  { heading: 'CLS', cell: (m) => m.cls.toFixed(3), delta: 'cls', key: 'cls' },
  { heading: 'TBT ms', cell: (m) => m.tbt.toFixed(0), delta: 'ms', key: 'tbt' },
  { heading: 'bytes KB', cell: (m) => kb(m.bytes).toFixed(0), delta: 'kb', key: 'bytes' },
  {
    heading: 'JS KB gzip',
    cell: (m) => `${kb(m.jsGzip).toFixed(1)} ${mark(withinTargets(m).kb)}`,
    delta: 'kb',
    key: 'jsGzip',
  },
  {
    heading: 'JS req.',
    cell: (m) => `${m.jsRequests} ${mark(withinTargets(m).requests)}`,
    delta: 'difference',
    key: 'jsRequests',
  },
  { heading: 'JS KB wire', cell: (m) => kb(m.jsWire).toFixed(1), delta: 'kb', key: 'jsWire' },
];

/** The medians of a page's runs, and the first run's largest paint. */
export function medians(runs) {
  const result = Object.fromEntries(
    COLUMNS.map(({ key }) => [key, median(runs.map((run) => run[key]))]),
  );
  return {
    ...result,
    wireEncodings: [...new Set(runs.flatMap((run) => run.wireEncodings))],
    lcpElement: runs[0]?.lcpElement ?? '',
  };
}

const signed = (value, digits) => {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return `±${text}`;
  return `${value < 0 ? '−' : '+'}${text}`;
};

/** The change from `base` to `next` in one column: a difference, and a ratio for times and sizes. */
export function deltaCell(column, base, next) {
  const before = base[column.key];
  const after = next[column.key];
  const ratio = before > 0 ? ` (${(after / before).toFixed(2)}×)` : '';
  switch (column.delta) {
    case 'difference':
      return signed(after - before, 0);
    case 'cls':
      return signed(after - before, 3);
    case 'seconds':
      return `${signed((after - before) / 1000, 2)}${ratio}`;
    case 'ms':
      return `${signed(after - before, 0)}${ratio}`;
    default:
      return `${signed(kb(after - before), 1)}${ratio}`;
  }
}

/** A markdown table row. */
export const tableRow = (cells) => `| ${cells.join(' | ')} |`;
