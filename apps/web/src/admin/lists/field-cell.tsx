import type { FieldSpec } from '@studio/contracts';
import { listOf, textOf } from '../content/registry-fields';

/** Equipment rows show at most three features (SPEC.md §2.4). */
const LIST_PREVIEW = 3;

const linkClass = 'block max-w-56 truncate text-gold-deep underline-offset-2 hover:underline';

/** How a list row shows one field, by the field's kind in the registry. */
export function FieldCell({ spec, value }: { spec: FieldSpec; value: unknown }) {
  switch (spec.kind) {
    case 'image': {
      const src = textOf(value);
      return src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="h-14 w-20 rounded-md border border-slate-200 bg-slate-100 object-cover"
        />
      ) : null;
    }
    case 'video':
    case 'url': {
      const href = textOf(value);
      return href ? (
        <a href={href} target="_blank" rel="noreferrer noopener" className={linkClass}>
          {href}
        </a>
      ) : (
        <span className="text-slate-400">—</span>
      );
    }
    case 'list': {
      const items = listOf(value);
      const hidden = items.length - LIST_PREVIEW;
      return (
        <>
          <ul className="list-disc space-y-0.5 pl-4 text-slate-700">
            {items.slice(0, LIST_PREVIEW).map((item, index) => (
              // Features may repeat: their position tells them apart.
              <li key={index}>{item}</li>
            ))}
          </ul>
          {hidden > 0 ? <p className="mt-1 text-xs text-slate-500">+{hidden} more</p> : null}
        </>
      );
    }
    case 'textarea':
      return <p className="line-clamp-3 max-w-md text-slate-700">{textOf(value)}</p>;
    default:
      return <span className="font-medium text-slate-900">{textOf(value)}</span>;
  }
}
