import './progress-bar.css';

interface ProgressBarProps {
  /** translated name of what progresses */
  label: string;
  /** 0-100; undefined while the total is unknown (an indeterminate bar) */
  percent: number | undefined;
  /** translated text beside the bar, e.g. '12.0 MB of 24.0 MB' */
  detail?: string;
}

/** Long work shows progress (DESIGN "The console"): a native progress bar with its percentage. */
export function ProgressBar({ label, percent, detail }: ProgressBarProps) {
  return (
    <div className="progress-bar">
      <div className="progress-bar__head">
        <span>{label}</span>
        <span className="progress-bar__value">{percent === undefined ? detail : `${percent}%${detail ? ` · ${detail}` : ''}`}</span>
      </div>
      <progress className="progress-bar__track" aria-label={label} max={100} value={percent} />
    </div>
  );
}
