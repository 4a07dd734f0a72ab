/** Browsers by the token that names them: Edge and Opera also say Chrome, Chrome also Safari. */
const browsers: readonly (readonly [name: string, version: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//],
];

/** Systems, Android before Linux (it says both) and iOS before macOS ("like Mac OS X"). */
const systems: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** How much of a User-Agent no browser here recognises is kept. */
const RAW_MAX = 100;

/**
 * A User-Agent as a person reads it: "Chrome 131 on Linux"; one naming no browser known here
 * (a script's "curl/8.5.0") as it is, cut short. Null without one.
 */
export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  for (const [name, version] of browsers) {
    const major = version.exec(userAgent)?.[1];
    if (major === undefined) continue;
    const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
    return system ? `${name} ${major} on ${system}` : `${name} ${major}`;
  }
  return userAgent.slice(0, RAW_MAX);
}
