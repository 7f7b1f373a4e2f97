// PPTP's MPPE switch on a stock OpenWrt. ppp.sh starts pppd with `$pppd_options "$@"`, and for
// pptp "$@" ends with `file /etc/ppp/options.pptp`, whose `mppe required,no40,no56,stateless` pppd
// reads after the 'nomppe' of pppd_options: the later option wins, so MPPE would stay required.
// MPPE off therefore also comments that line out (marked as ours), and MPPE on puts it back.
// Here, not in router-sync.ts (which imports the settings code and zod): the package check
// (router-packages.ts) on every page looks for this file.
export const pptpOptionsPath = '/etc/ppp/options.pptp';

export const mppeMarker = '# routerd: MPPE off';

const MPPE_LINE = /^\s*(?:require-)?mppe\b/;

/** options.pptp with its MPPE line(s) active (`required`) or commented out by us. */
export function withMppe(options: string, required: boolean): string {
  return options
    .split('\n')
    .map((line) => {
      if (required) return line.endsWith(` ${mppeMarker}`) ? line.slice(1, -(mppeMarker.length + 1)) : line;
      return MPPE_LINE.test(line) ? `#${line} ${mppeMarker}` : line;
    })
    .join('\n');
}
