/** Where the console answers once the LAN address is `ipaddr`: same scheme and port (spec 7 paths are relative). */
export function consoleUrlAt(ipaddr: string, location: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${location.protocol}//${ipaddr}${location.port ? `:${location.port}` : ''}/`;
}
