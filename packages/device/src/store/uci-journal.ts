// All-or-nothing replacement of a set of files (DESIGN: "a save is a changeset"). New texts
// go to fsynced temp files beside their targets; then a journal naming the renames is made
// durable; then the renames run and the journal is removed. After a crash, recover() rolls
// a journal forward (every temp it names was complete before it was written), or, with no
// journal, deletes the temps: the files are then either all new or all old.
import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { modeOr } from '../lib/file-mode';
import { fsyncDir, isMissing, randomSuffix, readTextOrNull, removeQuietly, writeFileSynced } from './durable-fs';
import { KeyedMutex } from '@rc/core/uci/keyed-mutex';

/** config: the UCI files; history: its entries; side: files a changeset carries beside them (OpenVPN's PEMs). */
export type JournalArea = 'config' | 'history' | 'side';

/** The wanted end state of one file; text null deletes it. */
export interface JournalChange {
  area: JournalArea;
  target: string;
  text: string | null;
  /** permission bits; without them the file keeps its own, and a new one is 0600 */
  mode?: number;
}

/** What the journal records: file names only, inside the area's folder; no temp means delete. */
interface JournalStep {
  area: JournalArea;
  target: string;
  temp?: string;
}

interface JournalFile {
  op: string;
  steps: JournalStep[];
}

const TEMP_NAME = /^\..+\.uci-[0-9a-f]{12}$/;

export class UciJournal {
  private readonly lock = new KeyedMutex();
  private unfinished: Error | undefined;

  constructor(
    private readonly dirs: Record<Exclude<JournalArea, 'side'>, string> & { side?: string },
    private readonly stateDir: string,
  ) {}

  private get file(): string {
    return path.join(this.stateDir, 'journal.json');
  }

  async commit(op: string, changes: JournalChange[]): Promise<void> {
    const steps = await this.stage(changes);
    const release = await this.lock.acquire(['journal']);
    try {
      await this.writeJournal({ op, steps }).catch(async (error: unknown) => {
        await this.discard(steps);
        throw error;
      });
      await this.apply(steps).catch((error: unknown) => {
        this.unfinished = new Error(`uci changeset "${op}" is unfinished until recovery: ${String(error)}`);
        throw error;
      });
    } finally {
      release();
    }
  }

  /** At start-up, before any commit: finish a journal left by a crash, drop orphaned temps. */
  async recover(): Promise<void> {
    const release = await this.lock.acquire(['journal']);
    try {
      const text = await readTextOrNull(this.file);
      if (text !== null) await this.apply(this.parseJournal(text));
      await removeQuietly(`${this.file}.tmp`);
      for (const dir of Object.values(this.dirs)) if (dir !== undefined) await this.removeTemps(dir);
      this.unfinished = undefined;
    } finally {
      release();
    }
  }

  private async stage(changes: JournalChange[]): Promise<JournalStep[]> {
    const steps: JournalStep[] = [];
    try {
      for (const change of changes) steps.push(await this.stageOne(change));
      return steps;
    } catch (error) {
      await this.discard(steps);
      throw error;
    }
  }

  private async stageOne({ area, target, text, mode }: JournalChange): Promise<JournalStep> {
    if (text === null) return { area, target };
    const dir = this.dirOf(area);
    const temp = `.${target}.uci-${randomSuffix()}`;
    await writeFileSynced(path.join(dir, temp), text, mode ?? (await modeOr(path.join(dir, target), 0o600)));
    return { area, target, temp };
  }

  private async discard(steps: JournalStep[]): Promise<void> {
    for (const { area, temp } of steps) if (temp) await removeQuietly(path.join(this.dirOf(area), temp));
  }

  private async writeJournal(journal: JournalFile): Promise<void> {
    if (this.unfinished) throw this.unfinished;
    const temp = `${this.file}.tmp`;
    await removeQuietly(temp);
    await writeFileSynced(temp, JSON.stringify(journal));
    await rename(temp, this.file);
    await fsyncDir(this.stateDir);
  }

  // Safe to repeat: a temp already renamed by an interrupted run is simply gone.
  private async apply(steps: JournalStep[]): Promise<void> {
    for (const step of steps) await this.applyOne(step);
    for (const area of new Set(steps.map((step) => step.area))) await fsyncDir(this.dirOf(area));
    await removeQuietly(this.file);
    await fsyncDir(this.stateDir);
  }

  private async applyOne({ area, target, temp }: JournalStep): Promise<void> {
    const dir = this.dirOf(area);
    if (!temp) return removeQuietly(path.join(dir, target));
    try {
      await rename(path.join(dir, temp), path.join(dir, target));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  private parseJournal(text: string): JournalStep[] {
    const journal = JSON.parse(text) as Partial<JournalFile>;
    const steps = Array.isArray(journal.steps) ? journal.steps : [];
    if (!steps.every((step) => this.isSafeStep(step))) throw new Error(`corrupt uci journal ${this.file}`);
    return steps;
  }

  // The journal only ever names plain files inside the two folders.
  private isSafeStep(step: JournalStep): boolean {
    const plain = (name: unknown) => typeof name === 'string' && name === path.basename(name) && !['', '.', '..'].includes(name);
    const tempOk = step.temp === undefined || (plain(step.temp) && TEMP_NAME.test(step.temp));
    return Object.hasOwn(this.dirs, step.area) && this.dirs[step.area] !== undefined && plain(step.target) && tempOk;
  }

  private dirOf(area: JournalArea): string {
    const dir = this.dirs[area];
    if (dir === undefined) throw new Error(`no folder for the journal area ${area}`);
    return dir;
  }

  private async removeTemps(dir: string): Promise<void> {
    const names = await readdir(dir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const name of names) if (TEMP_NAME.test(name)) await removeQuietly(path.join(dir, name));
  }
}
