import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Weekdays, type Weekday } from '@rc/contract/constants';
import './weekday-picker.css';
import { formatTime } from '../lib/device-time';

export interface WeekdayPickerProps {
  /** id of the first box, so that a label or focus call finds the group */
  id?: string;
  ref?: Ref<HTMLInputElement>;
  value: unknown;
  onChange: (days: Weekday[]) => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

// 2026-11-16 is a Monday: seven days from it name the week in the browser's language.
const MONDAY = Date.UTC(2026, 10, 16);

/** Short names of the days of the week, Monday first, in `language`. */
export function weekdayNames(language: string): string[] {
  return Weekdays.map((_, index) => formatTime(MONDAY + index * 86_400_000, language, 'weekday', 'UTC'));
}

/** Days of the week as checkboxes, Monday first (schedules: timed restart, reboot, parental control). */
export function WeekdayPicker({ id, ref, value, onChange, onBlur, ...aria }: WeekdayPickerProps) {
  const { i18n } = useTranslation();
  const names = useMemo(() => weekdayNames(i18n.language || 'en'), [i18n.language]);
  const chosen = new Set(Array.isArray(value) ? value : []);
  const toggle = (day: Weekday, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    onChange(Weekdays.filter((d) => next.has(d)));
  };
  return (
    <div className="weekday-picker">
      {Weekdays.map((day, index) => (
        <label key={day} className="weekday-picker__day">
          <input
            type="checkbox"
            id={index === 0 ? id : undefined}
            ref={index === 0 ? ref : undefined}
            checked={chosen.has(day)}
            onChange={(event) => toggle(day, event.currentTarget.checked)}
            onBlur={onBlur}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
          />
          <span>{names[index]}</span>
        </label>
      ))}
    </div>
  );
}
