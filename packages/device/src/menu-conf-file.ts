// Spec 3: menu_conf.json decides which features exist on this model. Read at each boot, as the
// real device's static file only changes with the firmware or a factory reset (which reboots).
import { readFile } from 'node:fs/promises';
import { isFeatureEnabled, type Feature, type MenuConf } from '@rc/contract/features';
import type { Logger } from './log';

export class MenuConfFile {
  private conf: MenuConf | undefined;

  constructor(
    private readonly file: string,
    private readonly log: Logger,
  ) {}

  async load(): Promise<void> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.file, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not a JSON object');
      this.conf = parsed as MenuConf;
    } catch (err) {
      // Fail closed: with an unreadable permission file no gated feature is offered.
      this.conf = undefined;
      this.log.error(`menu_conf.json unreadable, every gated feature is off`, err);
    }
  }

  isEnabled(feature: Feature): boolean {
    return this.conf !== undefined && isFeatureEnabled(this.conf, feature);
  }
}
