import { site } from '@studio/content';
import { LOGO_SIZE } from '../layout/logo';

/** The plain loader: the studio mark, breathing, while a page's code arrives. */
export function LogoLoader() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="flex min-h-screen items-center justify-center bg-ink"
    >
      <img
        src={site.logo.onDark}
        alt={site.logo.alt}
        {...LOGO_SIZE}
        className="h-16 w-auto animate-pulse"
      />
    </div>
  );
}
