// What OpenWrt's `sysupgrade -T` says of an image it refuses, as the console's error key: base-files
// sysupgrade's fwtool_check_image / platform_check_image print "Device <board> not supported by
// this image" for another board's image; anything else (no metadata, a bad checksum, not an
// image at all) is an image the router cannot read. Browser-safe: the router build asks it over ubus.
import { FirmwareError, type FirmwareErrorKey } from '@rc/contract/firmware-image';

export function sysupgradeRefusalKey(reason: string): FirmwareErrorKey {
  return /not supported by this image/i.test(reason) ? FirmwareError.wrongModel : FirmwareError.badHeader;
}
