// Who is calling: the address the request came from and, when the router knows it as a LAN or
// Wi-Fi client, that device's MAC. Saves that could cut the administrator off check it.
import type { OpContext } from './op-context';

/** The caller's IPv4 address; Node answers an IPv4 peer of a dual-stack socket as ::ffff:a.b.c.d. */
export function callerAddress(ctx: Pick<OpContext, 'clientIp'>): string {
  return ctx.clientIp.replace(/^::ffff:/i, '');
}

/** The upper-case MAC of the client the call comes from, if it is one the router serves. */
export async function callerMac(ctx: OpContext): Promise<string | undefined> {
  const address = callerAddress(ctx);
  const clients = await ctx.platform.lanClients();
  return clients.find((client) => client.ip === address)?.mac.toUpperCase();
}
