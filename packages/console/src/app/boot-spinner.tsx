/** Shown while the first chunks of a screen arrive. */
export function BootSpinner() {
  return <div className="boot-spinner" role="progressbar" aria-label="Loading" />;
}
