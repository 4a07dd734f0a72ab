import { site } from '@studio/content';

/** Home and gallery bring their own chrome; they close with the copyright line only. */
export function SlimFooter() {
  return (
    <footer className="border-t border-white/10 bg-black">
      <p className="mx-auto max-w-7xl px-5 py-6 text-center text-xs tracking-wide text-white/55 sm:px-8">
        {site.footer.copyright} {site.footer.credit}
      </p>
    </footer>
  );
}
