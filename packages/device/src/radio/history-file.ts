// The radio history's copy in the daemon's data folder: one file, written whole (temp file, fsync,
// rename) once an hour, so a day of minutes costs the flash 24 small writes a day.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../lib/atomic-write';
import { FLASH_WRITE_EVERY_MS, type HistoryCopy } from '@rc/core/radio/radio-history';

export function historyFile(stateDir: string): HistoryCopy {
  const file = path.join(stateDir, 'radio-history.json');
  return {
    kept: 'flash',
    writeEveryMs: FLASH_WRITE_EVERY_MS,
    read: async () => readFile(file, 'utf8').catch(() => undefined),
    write: (text) => writeFileAtomic(file, text),
  };
}
