interface SectionHeadingProps {
  id: string;
  kicker: string;
  title: string;
  tone?: 'light' | 'dark';
}

/** A small gold kicker line over a large title, the rhythm of every home section. */
export function SectionHeading({ id, kicker, title, tone = 'light' }: SectionHeadingProps) {
  return (
    <div>
      <p className="mb-3 text-xs font-semibold uppercase tracking-[0.4em] text-gold">{kicker}</p>
      <h2
        id={id}
        className={`text-4xl font-black uppercase tracking-[0.04em] sm:text-6xl ${tone === 'light' ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
    </div>
  );
}
