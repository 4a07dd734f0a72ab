import { logoLoaderHtml } from '@studio/content';

/** The plain loader, the same markup the server paints before the scripts arrive. */
export function LogoLoader() {
  // One markup for the server and the SPA: constant, from @studio/content.
  return <div dangerouslySetInnerHTML={{ __html: logoLoaderHtml() }} />;
}
