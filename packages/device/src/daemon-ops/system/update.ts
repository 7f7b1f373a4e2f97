// System > Upgrade: the handlers hand the work to the firmware upgrade service (system/firmware).
import { FirmwareImage } from '@rc/contract/firmware-image';
import type { Ops } from '@rc/contract/registry';
import { deviceModels } from '../../factory/device-models';
import { checkOnline } from '../../system/firmware/online-check';
import type { Handler } from '@rc/core/ops/op-context';
import { OpError } from '@rc/core/errors/op-error';
import { fileRefusal } from '@rc/core/ops/system/file-refusal';

const ONLINE_CHECK_TIMEOUT_MS = 10_000;

export const get_firmware_info: Handler<Ops['get_firmware_info']> = async (_input, ctx) => {
  const running = ctx.system.firmwareState.get();
  return {
    sysversion: running.version,
    buildDate: running.buildDate,
    model: ctx.system.firmwareModel,
    board: deviceModels[ctx.factory.identity.model].board,
    maxImageBytes: FirmwareImage.maxImageBytes,
    onlineServer: Boolean(ctx.config.upgradeServer),
    imageFormat: 'signed',
  };
};

export const upgrade_local: Handler<Ops['upgrade_local']> = async ({ keep, allowDowngrade }, ctx) => {
  // The dispatcher answers -2 before this runs when the body is missing.
  if (!ctx.upload) throw new OpError('-2');
  const result = await ctx.system.upgrade.fromUpload(ctx.upload, { keepConfig: keep === '1', allowDowngrade: allowDowngrade === '1' });
  if (!result.ok) throw fileRefusal('file', result.error);
  return { version: result.version };
};

export const upgrade_remote: Handler<Ops['upgrade_remote']> = async ({ url, keep, allowDowngrade }, ctx) => {
  const result = await ctx.system.upgrade.fromUrl(url, { keepConfig: keep === '1', allowDowngrade: allowDowngrade === '1' });
  if (!result.ok) throw fileRefusal('url', result.error);
  return { version: result.version };
};

export const upgrade_check_online: Handler<Ops['upgrade_check_online']> = async (_input, ctx) => {
  const server = ctx.config.upgradeServer;
  if (!server) throw new OpError('-12', 'firmware.noServer');
  const currentVersion = ctx.system.firmwareState.get().version;
  const found = await checkOnline(server, ctx.system.firmwareModel, currentVersion, ONLINE_CHECK_TIMEOUT_MS);
  if (!found) throw new OpError('-12', 'firmware.checkFailed');
  return { currentVersion, ...found };
};

export const get_upgrade_progress: Handler<Ops['get_upgrade_progress']> = async (_input, ctx) => ctx.system.upgrade.progress();
