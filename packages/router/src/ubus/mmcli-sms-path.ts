// ModemManager's D-Bus path of an SMS, less its number: router-sms.ts asks mmcli with it, and the
// parsers it loads later (mmcli-sms.ts) and the exec shapes (mmcli-exec-shapes.ts) read it.
export const smsPathPrefix = '/org/freedesktop/ModemManager1/SMS/';
