// Where a firmware upgrade stands (System > Update, get_upgrade_progress): the daemon's upgrade
// (device system/firmware/firmware-upgrade.ts) and a router's sysupgrade (ubus/router-firmware.ts).
import type { UpgradeStage } from '@rc/contract/ops/system/upgrade-fields';

export interface UpgradeProgress {
  stage: UpgradeStage;
  percent: number;
  bytes: number;
  totalBytes: number;
  version: string;
  error: string;
}
