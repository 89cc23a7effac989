import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { STARS_MAX, STARS_MIN } from '../../../../shared/constants';
import { fieldLabel } from '../../../components/ui-classes';

const STARS = Array.from({ length: STARS_MAX - STARS_MIN + 1 }, (_, index) => STARS_MIN + index);
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

interface StarRatingProps {
  value: number | null;
  onChange: (stars: number) => void;
  /** Receives the first star's radio, to move focus here when no rating was chosen. */
  firstStarRef?: Ref<HTMLInputElement>;
  describedBy?: string;
}

/** A 1–5 rating: a native radio group (arrow keys work), drawn as stars. */
export function StarRating({ value, onChange, firstStarRef, describedBy }: StarRatingProps) {
  const { t } = useTranslation('landing');
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={fieldLabel}>{t('feedback.ratingLegend')}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((stars) => {
          const id = `${name}-${stars}`;
          const isFilled = value !== null && stars <= value;
          return (
            <div key={stars} className="relative">
              <input
                ref={stars === STARS_MIN ? firstStarRef : undefined}
                type="radio"
                id={id}
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className="group block cursor-pointer rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                  className={`size-8 ${
                    isFilled
                      ? 'fill-amber-400 stroke-amber-700'
                      : 'fill-transparent stroke-slate-500 group-hover:fill-amber-100'
                  }`}
                >
                  <path d={STAR_PATH} />
                </svg>
                <span className="sr-only">{t('feedback.star', { count: stars })}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
