// Spec 3: menu_conf.json decides which features exist on this model. Read at each boot, and again
// whenever the file changes (issue 13.26: a feature switched off must be refused by the device at
// once, not after a restart). A stat at most once a second keeps that off the hot path.
import { readFileSync, statSync } from 'node:fs';
import { FeatureGroups, isFeatureEnabled, type Feature, type FeatureGroup, type MenuConf } from '@rc/contract/features';
import type { Logger } from '@rc/core/log';

const RECHECK_MS = 1_000;

export class MenuConfFile {
  private conf: MenuConf | undefined;
  private version = '';
  private checkedAt = 0;

  constructor(
    private readonly file: string,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
    private readonly platformFeatures: PlatformFeatures = {},
  ) {}

  async load(): Promise<void> {
    this.version = this.fileVersion();
    this.checkedAt = this.now();
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not a JSON object');
      this.conf = withPlatformFeatures(parsed as MenuConf, this.platformFeatures);
    } catch (err) {
      // Fail closed: with an unreadable permission file no gated feature is offered.
      this.conf = undefined;
      this.log.error(`menu_conf.json unreadable, every gated feature is off`, err);
    }
  }

  isEnabled(feature: Feature): boolean {
    this.reloadIfChanged();
    return this.conf !== undefined && isFeatureEnabled(this.conf, feature);
  }

  private reloadIfChanged(): void {
    if (this.now() - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = this.now();
    if (this.fileVersion() !== this.version) void this.load();
  }

  private fileVersion(): string {
    try {
      const { mtimeMs, size, ino } = statSync(this.file);
      return `${mtimeMs}:${size}:${ino}`;
    } catch {
      return 'missing';
    }
  }
}

/**
 * Features the platform decides, not the model: the simulator's tab (tool_simulator) exists only
 * on the simulated router. Off where the platform lacks one, whatever the file says; where it has
 * one, on unless the file turns it off (a data folder made before the feature existed shows it).
 */
export type PlatformFeatures = Partial<Record<Feature, boolean>>;

export function withPlatformFeatures(conf: MenuConf, features: PlatformFeatures): MenuConf {
  const result = { ...conf };
  for (const [feature, has] of Object.entries(features) as [Feature, boolean][]) {
    const group = (Object.keys(FeatureGroups) as FeatureGroup[]).find((name) => (FeatureGroups[name] as readonly string[]).includes(feature));
    if (!group) continue;
    const values: Record<string, string> = { ...(result[group] as Record<string, string> | undefined) };
    if (!has) values[feature] = '0';
    else values[feature] ??= '1';
    (result as Record<string, unknown>)[group] = values;
  }
  return result;
}
