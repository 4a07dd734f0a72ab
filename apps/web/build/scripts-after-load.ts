import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The file the build writes beside index.html for the server: index.html with its scripts
 * started at once, for the pages that paint nothing before their scripts have run (sign-in and
 * admin pages), which holding them until load would only delay.
 */
export const SCRIPTS_AT_ONCE_FILE = 'index.scripts-at-once.html';

/** The template's id. */
const TEMPLATE_ID = 'scripts-after-load';

/** Vite's tags that start the app: the entry's module script and its chunks' preloads. */
const MODULE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/** The longest the scripts wait for the load event, from the HTML's end (milliseconds). */
const MAX_WAIT = 2000;

/**
 * Runs in the page (as a classic `defer` script, which the CSP allows from 'self'): once the
 * page has loaded and two frames have passed (the first paints what loaded, and is on screen
 * by the second's: its largest paint is then in), copies the template's tags into the head,
 * which starts them. Copies, not the template's own
 * nodes: a script parsed into a template would not run. A hidden tab paints no frames: there
 * the scripts start at load. An image that never arrives (a stalled host an admin linked) would
 * hold the load event for good: after `maxWait` they start anyway.
 */
function startScriptsAfterLoad(id: string, maxWait: number) {
  let started = false;
  const start = () => {
    const template = document.getElementById(id);
    if (started || !(template instanceof HTMLTemplateElement)) return;
    started = true;
    for (const tag of template.content.children) {
      const copy = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) copy.setAttribute(name, value);
      document.head.append(copy);
    }
  };
  const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  addEventListener(
    'load',
    () => {
      if (document.hidden) start();
      else afterFrame(() => afterFrame(start));
    },
    { once: true },
  );
  setTimeout(start, maxWait);
}

/** The starter's source and its fingerprinted file name (cached for good, as Vite's own). */
export function starterFile(assetsDir = 'assets') {
  const source = `(${startScriptsAfterLoad.toString()})(${JSON.stringify(TEMPLATE_ID)}, ${MAX_WAIT});\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { source, fileName: `${assetsDir}/start-scripts-${hash}.js` };
}

/**
 * index.html with its module script and modulepreload links held in a <template>, started by
 * `starter` (a script URL) once the page has loaded.
 */
export function holdScriptsUntilLoad(html: string, starter: string): string {
  const tags = html.match(MODULE_TAGS) ?? [];
  if (tags.length === 0) return html;
  return html
    .replace(MODULE_TAGS, '')
    .replace(
      '</head>',
      `<script defer src="${starter}"></script><template id="${TEMPLATE_ID}">${tags.join('')}</template></head>`,
    );
}

/**
 * The page's scripts start once it has loaded (its stylesheet and the images of its first
 * screen or loader in), not with the HTML: on a slow link, 100 KB of scripts fetched at high
 * priority beside the stylesheet and the hero image hold back the first and largest paint,
 * while what paints first is the server's HTML (a first screen, or the loader), which needs no
 * script. See docs/decisions/054-scripts-after-load.md.
 */
export function scriptsAfterLoad(): Plugin {
  let base = '/';
  let outDir = 'dist';
  let starter = starterFile();
  let atOnce = '';
  return {
    name: 'studio-scripts-after-load',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      starter = starterFile(config.build.assetsDir);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: starter.fileName, source: starter.source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        atOnce = html;
        return holdScriptsUntilLoad(html, `${base}${starter.fileName}`);
      },
    },
    closeBundle() {
      writeFileSync(join(outDir, SCRIPTS_AT_ONCE_FILE), atOnce);
    },
  };
}
