// Issue 26.3: the administrator's calls and sign-ins while strangers hold connections: idle ones
// from a few addresses, or sign-in bodies that never end from thousands. Each connection the
// daemon drops is opened again (the attack keeps running); each of the administrator's calls
// opens a connection of its own, as a browser does when its kept-alive ones are gone.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { adminCalls, loopbackAddresses, slowSignIn, type AttackOptions } from '../../packages/device/test-support/connection-attack';
import { BENCH_PASSWORD, residentMb, signIn } from './daemon';

export type Attack = 'idle' | 'slow bodies';

export interface AdminUnderAttackResult {
  attack: Attack;
  calls: number;
  succeeded: number;
  /** what the calls that failed got: a code, an HTTP status or a connection error */
  failures: Record<string, number>;
  ms: { median: number; max: number };
  /** the attack's connections open when the administrator was done */
  held: number;
  rssMb: number;
}

const CALLS = 100;
const SETTLE_MS = 1_000;
/** how long an attacker waits before opening again a connection the daemon dropped */
export const REOPEN_MS = 20;

export const attacks: Record<Attack, { addresses: number; perAddress: number; head?: string }> = {
  idle: { addresses: 9, perAddress: 60 },
  'slow bodies': { addresses: 3_000, perAddress: 1, head: slowSignIn },
};

export async function measureAdminUnderAttack(baseUrl: string, pid: number, attack: Attack): Promise<AdminUnderAttackResult> {
  const token = await signIn(baseUrl);
  const { addresses, perAddress, head } = attacks[attack];
  // From 127.0.1.x on: the administrator signs in from 127.0.0.1.
  const options: AttackOptions = { addresses: loopbackAddresses(addresses, 1), perAddress, head, reopenMs: REOPEN_MS };
  const child = fork(fileURLToPath(new URL('./attack-child.ts', import.meta.url)), [baseUrl, JSON.stringify(options)], { execArgv: ['--import', 'tsx'] });
  const message = () => new Promise<unknown>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the attack exited with code ${code}`)));
  });
  await message();
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const answers = await adminCalls(baseUrl, token, BENCH_PASSWORD, CALLS);
    const stopped = message() as Promise<number>;
    child.send('stop');
    const failures: Record<string, number> = {};
    for (const { code } of answers) if (code !== '1') failures[code] = (failures[code] ?? 0) + 1;
    const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return {
      attack,
      calls: CALLS,
      succeeded: answers.length - Object.values(failures).reduce((sum, n) => sum + n, 0),
      failures,
      ms: { median: ms[Math.floor(ms.length / 2)] ?? 0, max: ms.at(-1) ?? 0 },
      rssMb: await residentMb(pid),
      held: await stopped,
    };
  } finally {
    child.kill();
  }
}
