// The commands the voice assistant was last heard giving, newest first, kept in <data>/state so that
// they outlive a restart (a factory reset removes them with the rest of the last owner's traces).
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { SpeechHistoryLength, speechHeard } from '@rc/contract/ops/service/speech-fields';
import { writeFileAtomic } from '../../lib/atomic-write';

export type SpeechHeard = z.infer<typeof speechHeard>;

const heardFile = z.array(speechHeard);

export function speechHeardPath(stateDir: string): string {
  return path.join(stateDir, 'speech-heard.json');
}

export async function readSpeechHeard(stateDir: string): Promise<SpeechHeard[]> {
  try {
    const parsed = heardFile.safeParse(JSON.parse(await readFile(speechHeardPath(stateDir), 'utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    // none heard yet, or a file a crash cut short: start again
    return [];
  }
}

// One append at a time per folder: two commands at once would each drop the other's line.
const queues = new Map<string, Promise<unknown>>();

export function addSpeechHeard(stateDir: string, entry: SpeechHeard): Promise<void> {
  const previous = queues.get(stateDir) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(async () => {
    const kept = [entry, ...(await readSpeechHeard(stateDir))].slice(0, SpeechHistoryLength);
    await writeFileAtomic(speechHeardPath(stateDir), JSON.stringify(kept) + '\n');
  });
  queues.set(stateDir, next);
  return next;
}

export async function clearSpeechHeard(stateDir: string): Promise<void> {
  await rm(speechHeardPath(stateDir), { force: true });
}
