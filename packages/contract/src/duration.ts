// Spec section 9: uptimes and lease times (re-exported by format.ts).
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole parts of an uptime or lease time; the console puts them in words per language. */
export function formatDuration(totalSeconds: number): DurationParts {
  const whole = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3_600),
    minutes: Math.floor((whole % 3_600) / 60),
    seconds: whole % 60,
  };
}
