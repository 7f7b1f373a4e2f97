// System > Upgrade on a router (issue 27): OpenWrt's own images and its own sysupgrade. The image
// goes in chunks into RAM (/tmp/firmware.bin, LuCI's path), once procd's figures say it fits
// (router-tmp-room.ts), through rpcd's file plugin
// (router-upload.ts), `sysupgrade -T` checks it (its refusal answered as the console's error key
// with sysupgrade's own words), then `sysupgrade [-n] /tmp/firmware.bin` flashes it once the answer
// has left: procd takes over, and the router goes down and comes back with the new firmware.
// The running firmware is procd's `system board` (release from /etc/openwrt_release). Upgrades
// from a URL and the online check are not offered: a stock OpenWrt has no vendor upgrade server
// of this console, and the router would have to fetch the image itself (router-ops.ts).
// Browser-safe.
import { FirmwareError, FirmwareImage, type FirmwareErrorKey } from '@rc/contract/firmware-image';
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '@rc/core/ops/op-context';
import { OpError } from '@rc/core/errors/op-error';
import { fileRefusal } from '@rc/core/ops/system/file-refusal';
import type { SystemUpgrade } from '@rc/core/platform/platform';
import type { UpgradeProgress } from '@rc/core/firmware/upgrade-progress';
import { sysupgradeRefusalKey } from '@rc/core/firmware/sysupgrade-refusal';
import { NotOnRouterError } from '@rc/core/errors/not-on-router';
import type { RouterBusy } from './router-busy';
import { boardName, systemBoard, type SystemBoard } from './router-login';
import { megabytes, tmpRoomBytes } from './router-tmp-room';
import { removeRouterUpload, writeRouterUpload, type RouterUpload } from './router-upload';
import { UbusCallError, UbusStatus, type Ubus } from './ubus';
import { firmwareImagePath } from './router-paths';

type In<Op extends keyof Ops> = Parameters<Handler<Ops[Op]>>[0];

const idle: UpgradeProgress = { stage: 'idle', percent: 0, bytes: 0, totalBytes: 0, version: '', error: '' };

/** `busy`: set from the first byte to the reboot (the router dispatcher answers every other write -7, as the daemon does). */
export function routerFirmwareOps(ubus: Ubus, busy: RouterBusy) {
  let state: UpgradeProgress = idle;
  const fail = async (error: FirmwareErrorKey, params?: Record<string, string>): Promise<never> => {
    await removeRouterUpload(ubus, firmwareImagePath);
    state = { ...state, stage: 'failed', error };
    busy.active = false;
    throw fileRefusal('file', error, params);
  };
  return {
    get_firmware_info: async () => firmwareInfo(await systemBoard(ubus)),
    upgrade_local: async ({ keep }: In<'upgrade_local'>, ctx: OpContext, upload?: RouterUpload) => {
      if (!upload) throw new OpError('-2');
      const system = systemUpgradeOf(ctx);
      const totalBytes = upload.file.size;
      busy.active = true;
      if (totalBytes > FirmwareImage.maxImageBytes) return fail(FirmwareError.tooLarge);
      // The 64 MB cap is the console's; what the router can hold in RAM may be much less.
      const room = await tmpRoomBytes(ubus).catch(() => undefined);
      if (room !== undefined && totalBytes > room) return fail(FirmwareError.noRoom, { size: megabytes(totalBytes), free: megabytes(room) });
      state = { ...idle, stage: 'receiving', totalBytes };
      try {
        await writeRouterUpload(ubus, firmwareImagePath, upload.file, (bytes, total) => {
          state = { ...state, bytes, percent: Math.floor((bytes / total) * 100) };
          upload.onProgress?.(bytes, total);
        });
      } catch {
        return fail(FirmwareError.uploadFailed);
      }
      state = { ...state, stage: 'verifying', percent: 0 };
      const refusal = await system.check(firmwareImagePath);
      if (refusal !== undefined) {
        ctx.log.info(`sysupgrade refused the image: ${refusal}`);
        return fail(sysupgradeRefusalKey(refusal), { reason: refusal.slice(0, 200) });
      }
      state = { ...state, stage: 'writing', percent: 0 };
      ctx.afterAnswer(() => void flash(system, keep === '1'));
      return { version: '' };
    },
    get_upgrade_progress: async () => {
      // Flashing, the router soon stops answering: asked of it, that says the console to wait for its reboot.
      if (state.stage === 'writing') await ubus.call('system', 'info');
      return { ...state };
    },
  };

  async function flash(system: SystemUpgrade, keepConfig: boolean): Promise<void> {
    try {
      await system.install(firmwareImagePath, keepConfig);
      state = { ...state, stage: 'rebooting', percent: 100 };
    } catch (err) {
      // procd stops rpcd and uhttpd to flash: no answer is the router going down, as it should.
      if (err instanceof UbusCallError && err.status === UbusStatus.connectionFailed) {
        state = { ...state, stage: 'rebooting', percent: 100 };
        return;
      }
      state = { ...state, stage: 'failed', error: FirmwareError.flashFailed };
      await removeRouterUpload(ubus, firmwareImagePath);
      busy.active = false;
    }
  }
}

function systemUpgradeOf(ctx: OpContext): SystemUpgrade {
  const system = ctx.platform.systemUpgrade;
  if (!system) throw new NotOnRouterError('sysupgrade');
  return system;
}

/** get_firmware_info from `system board`: OpenWrt's release, its build date (procd's builddate, epoch seconds, where the release names one). */
export function firmwareInfo(board: SystemBoard & { board_name?: string; release?: { builddate?: string } }) {
  const built = Number(board.release?.builddate);
  return {
    sysversion: board.release?.version ?? '',
    buildDate: Number.isFinite(built) && built > 0 ? new Date(built * 1000).toISOString().slice(0, 10) : '',
    model: boardName(board),
    board: board.board_name ?? '',
    maxImageBytes: FirmwareImage.maxImageBytes,
    onlineServer: false,
    imageFormat: 'sysupgrade' as const,
  };
}
