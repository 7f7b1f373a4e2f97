// The firewall file of a test device as the Advanced tabs' tests read it: whole, as `uci commit`
// writes it, and one named section's text.
import { exportUci } from '@rc/core/uci/uci-format';
import { parseUci } from '@rc/core/uci/uci-parse';
import { configFile } from './config-files';

export function firewallFile(dataDir: () => string) {
  return {
    read: () => configFile(dataDir(), 'firewall'),
    /** The file as `uci commit` writes it: what a save of another section leaves of it. */
    exported: (text: string) => exportUci(parseUci(text, 'firewall')),
    /** `config <type> '<name>'` and its options, up to the next section; undefined when absent. */
    section: (text: string, name: string, type = 'rule') => {
      const start = text.indexOf(`config ${type} '${name}'`);
      if (start < 0) return undefined;
      const end = text.indexOf('\nconfig ', start + 1);
      return text.slice(start, end < 0 ? undefined : end + 1);
    },
  };
}
