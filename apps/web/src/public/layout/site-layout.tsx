import type { ReactNode } from 'react';
import { Footer } from './footer';
import { LightHeader } from './light-header';

/** The chrome of /podcast, /contact, /music, /documentary, /equipment and /career. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-ink text-white">
      <LightHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
