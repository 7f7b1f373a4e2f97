// Spec 8's "update succeeded" and "restore succeeded" come after the reboot, on the next sign-in:
// the page that started the work is gone by then (issue 13.12). One entry in sessionStorage, read once.
const KEY = 'rc.afterReboot';

export interface AfterReboot {
  kind: 'upgrade' | 'restore';
  /** the version an upgrade installs */
  version?: string;
}

export function rememberAfterReboot(entry: AfterReboot): void {
  sessionStorage.setItem(KEY, JSON.stringify(entry));
}

/** What the work before the reboot was, once; undefined when there was none. */
export function takeAfterReboot(): AfterReboot | undefined {
  const text = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    const entry = text ? (JSON.parse(text) as Partial<AfterReboot>) : undefined;
    return entry?.kind === 'upgrade' || entry?.kind === 'restore' ? { kind: entry.kind, version: typeof entry.version === 'string' ? entry.version : undefined } : undefined;
  } catch {
    return undefined;
  }
}
