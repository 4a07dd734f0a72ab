import { homeWords } from '@studio/content';
import { useWords } from '../../i18n/page-locale';

interface SliderBulletsProps {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** Names the group, e.g. "Hero slides". */
  label: string;
}

/** Clickable pagination dots under a slider. */
export function SliderBullets({ count, selected, onSelect, label }: SliderBulletsProps) {
  const words = useWords('home', homeWords).slider;
  return (
    <fieldset aria-label={label} className="flex items-center justify-center gap-1">
      {Array.from({ length: count }, (_, index) => index).map((index) => (
        <button
          key={index}
          type="button"
          aria-label={words.goTo(index + 1)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group flex size-8 items-center justify-center"
        >
          <span
            className={`block h-1.5 rounded-full transition-all duration-300 ${
              index === selected ? 'w-8 bg-gold' : 'w-3 bg-white/50 group-hover:bg-white'
            }`}
          />
        </button>
      ))}
    </fieldset>
  );
}
