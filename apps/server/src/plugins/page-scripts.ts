/**
 * The build's starter script and the template of the scripts it starts once the page has
 * loaded and painted (apps/web build/scripts-after-load.ts).
 */
const HELD_SCRIPTS =
  /<script defer src="[^"]*"><\/script><template id="scripts-after-load">(.*?)<\/template>/s;

/**
 * A page that paints nothing before its scripts have run (sign-in and admin pages start blank:
 * no first screen, no loader) gets them back with the HTML: held until load, they would only
 * start later, and its first paint with them.
 */
export const withScriptsAtOnce = (html: string): string =>
  html.replace(HELD_SCRIPTS, (_all, tags: string) => tags);
