import { spawnListening } from './lib/daemon';
import { measureOpLoad } from './lib/op-load';
const sample = '{"code":"1","uptime":12345,"cpu":20.5,"memTotal":268435456,"memUsed":123456789,"load":[0.45,0.5,0.52],"terminals":5}';
for (const mode of ['headers', 'string']) {
  const s = await spawnListening(process.execPath, ['bench/tmp-headers.mjs', sample], { MODE: mode });
  const r = await measureOpLoad(s, 'x', 'get_system_status', { connections: 50, seconds: 4, rounds: 2 });
  for (const round of r.rounds) console.log(mode, round.daemon.cpuUsPerRequest.toFixed(1), 'us vs bare', round.bare.cpuUsPerRequest.toFixed(1), round.ratio.toFixed(2));
  await s.stop();
}
