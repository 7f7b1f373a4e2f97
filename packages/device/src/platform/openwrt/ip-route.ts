// `ip -4 route show` (iproute2 ip/iproute.c print_route): the routing table in use.
import type { Route } from '../platform';
import { prefixToNetmask } from './ubus-parsers';

export function parseIpRoute(text: string): Route[] {
  const routes: Route[] = [];
  for (const line of text.split('\n')) {
    const words = line.trim().split(/\s+/);
    const [target] = words;
    const after = (word: string) => {
      const at = words.indexOf(word);
      return at >= 0 ? (words[at + 1] ?? '') : '';
    };
    const device = after('dev');
    if (!target || !device || !/^(default|\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?)$/.test(target)) continue;
    const [destination = '', prefix] = target === 'default' ? ['0.0.0.0', '0'] : target.split('/');
    routes.push({
      destination,
      netmask: prefixToNetmask(Number(prefix ?? 32)),
      gateway: after('via') || '0.0.0.0',
      interface: device,
      metric: Number(after('metric') || 0),
    });
  }
  return routes;
}
