// System > Upgrade (spec 2 "local, remote and online upgrade"; spec 3 "Upgrade: firmware file or
// URL, firmware name, keep-configuration flag (1 save, 0 do not save)"). The image format is
// contract/firmware-image.ts; every refusal of an image is -11 with its key on the field 'file'.
import { z } from 'zod';
import { defineOp } from '../../op';
import { httpUrlSchema } from '../../datatypes';
import { FirmwareError, FirmwareImage, firmwareImageFormats } from '../../firmware-image';
import { allowDowngradeSchema, keepConfigSchema, upgradeStageSchema } from './upgrade-fields';

const refusals = Object.values(FirmwareError).join(', ');

export const get_firmware_info = defineOp({
  op: 'get_firmware_info',
  method: 'GET',
  feature: 'mgnt_sysupgrade',
  summary: 'The running firmware: version (as get_web_msg sysversion), build date, the model an image must name, the upload cap, whether an online upgrade server is configured, and which images the device flashes.',
  input: z.strictObject({}),
  output: z.object({
    sysversion: z.string(),
    buildDate: z.string().describe('YYYY-MM-DD'),
    model: z.string().describe('the model an upgrade image must be built for, e.g. ZBT-WE1626'),
    board: z.string(),
    maxImageBytes: z.number().int(),
    onlineServer: z.boolean(),
    imageFormat: z
      .enum(firmwareImageFormats)
      .describe("signed: this console's own signed images (contract firmware-image), whose header the console reads before sending; sysupgrade: OpenWrt's own images, which the router's sysupgrade -T checks"),
  }),
});

export const upgrade_local = defineOp({
  op: 'upgrade_local',
  method: 'POST',
  feature: 'mgnt_sysupgrade',
  mutates: true,
  upload: { maxBytes: FirmwareImage.maxImageBytes },
  summary:
    'Upgrades from an uploaded image. The image is the raw request body (Content-Type application/octet-stream) or the file ' +
    `of a multipart/form-data form, at most ${FirmwareImage.maxImageBytes} bytes; access_token in the query string, keep there or a form field. The device streams it to disk under the cap, ` +
    `checks type, model, size, SHA-256 and the Ed25519 signature (by a key the device trusts: its release key, see the daemon's --release-key) before anything changes ` +
    `(-11 with errors [{field: 'file', key}], key one of ${refusals}); an image older than the running firmware (a lower version, or the same version ` +
    'with an older build date) is refused unless allowDowngrade is 1, ' +
    'then answers and flashes: get_upgrade_progress follows it, then the device reboots with the new version. ' +
    'keep 1 keeps the configuration, 0 restores factory settings. Meanwhile every other write answers -7.',
  input: z.strictObject({ keep: keepConfigSchema(), allowDowngrade: allowDowngradeSchema() }),
  output: z.object({ version: z.string().describe('the version being flashed') }),
});

export const upgrade_remote = defineOp({
  op: 'upgrade_remote',
  method: 'POST',
  feature: 'mgnt_sysupgrade',
  mutates: true,
  summary:
    'Upgrades from an http or https URL: the device downloads the image under the same cap and runs the same checks as upgrade_local ' +
    `(-11 with errors [{field: 'url', key}], ${FirmwareError.uploadFailed} when the download fails), then flashes and reboots.`,
  input: z.strictObject({ url: httpUrlSchema(), keep: keepConfigSchema(), allowDowngrade: allowDowngradeSchema() }),
  output: z.object({ version: z.string() }),
});

export const upgrade_check_online = defineOp({
  op: 'upgrade_check_online',
  method: 'GET',
  feature: 'mgnt_sysupgrade',
  summary:
    "Asks the vendor's upgrade server (<server>/<model>.json) for the newest image of this model. latest true: 'The current version is already the latest version'. " +
    "-12 with msg firmware.noServer when none is configured, firmware.checkFailed when it cannot be reached or answers nonsense.",
  input: z.strictObject({}),
  output: z.object({
    latest: z.boolean(),
    currentVersion: z.string(),
    /** the server's newest version; the current one when latest */
    version: z.string(),
    /** where upgrade_remote can fetch it; '' when latest */
    url: z.string(),
    description: z.string(),
  }),
});

export const get_upgrade_progress = defineOp({
  op: 'get_upgrade_progress',
  method: 'GET',
  feature: 'mgnt_sysupgrade',
  summary:
    'Where an upgrade is: receiving or downloading (bytes of totalBytes), verifying, writing (percent), rebooting, or failed with an error key. ' +
    'An upload cut short (its client hung up, or sent nothing for 60 s) is back to idle at once, and writes work again.',
  input: z.strictObject({}),
  output: z.object({
    stage: upgradeStageSchema(),
    percent: z.number().int().min(0).max(100),
    bytes: z.number().int(),
    totalBytes: z.number().int().describe('0 when unknown'),
    version: z.string().describe("the version being flashed, '' before the image is checked"),
    error: z.string().describe("an i18n key when stage is 'failed', else ''"),
  }),
});
