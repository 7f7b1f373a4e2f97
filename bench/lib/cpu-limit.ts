// A CPU cgroup that holds processes to a share of one core, as on a small router's CPU (issue
// 27.6): cgroup v2 `cpu.max` "QUOTA PERIOD", or on cgroup v1 `cpu.cfs_quota_us` over
// `cpu.cfs_period_us` (the kernel's CFS bandwidth control, same meaning). Needs root.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PERIOD_US = 100_000;
const CGROUP_ROOT = '/sys/fs/cgroup';

export interface CpuLimit {
  /** e.g. "10 % of one core (cgroup v1 cpu.cfs_quota_us 10000 / cpu.cfs_period_us 100000)" */
  description: string;
  /** moves the process and every descendant into the cgroup */
  hold(pid: number): void;
  /** moves them back and removes the cgroup */
  release(): void;
}

/** The process and its descendants (children, their children...), from /proc/PID/stat's ppid. */
export function processTree(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the command name (field 2) is in parentheses and may hold spaces: ppid is after the last ')'
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // the process ended while we listed
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  return tree;
}

function layout(name: string): { dir: string; parentProcs: string; limitFiles: [string, string][]; kind: string } {
  if (existsSync(path.join(CGROUP_ROOT, 'cgroup.controllers'))) {
    // the cpu controller must be on for the root's children (systemd usually has it on already)
    if (!readFileSync(path.join(CGROUP_ROOT, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('cpu')) writeFileSync(path.join(CGROUP_ROOT, 'cgroup.subtree_control'), '+cpu');
    const dir = path.join(CGROUP_ROOT, name);
    return { dir, parentProcs: path.join(CGROUP_ROOT, 'cgroup.procs'), limitFiles: [['cpu.max', `QUOTA ${PERIOD_US}`]], kind: 'cgroup v2 cpu.max' };
  }
  const cpu = path.join(CGROUP_ROOT, 'cpu');
  if (!existsSync(path.join(cpu, 'cpu.cfs_quota_us'))) throw new Error(`neither cgroup v2 (${CGROUP_ROOT}/cgroup.controllers) nor the v1 cpu controller (${cpu}/cpu.cfs_quota_us) is mounted`);
  const dir = path.join(cpu, name);
  return { dir, parentProcs: path.join(cpu, 'cgroup.procs'), limitFiles: [['cpu.cfs_period_us', String(PERIOD_US)], ['cpu.cfs_quota_us', 'QUOTA']], kind: 'cgroup v1 cpu.cfs_quota_us / cpu.cfs_period_us' };
}

/** A fresh cgroup limited to `percent` of one core; throws with the reason when it cannot be made. */
export function createCpuLimit(name: string, percent: number): CpuLimit {
  if (process.getuid?.() !== 0) throw new Error('not root: cgroups cannot be created');
  const { dir, parentProcs, limitFiles, kind } = layout(name);
  const quota = String(Math.round((PERIOD_US * percent) / 100));
  if (existsSync(dir)) removeCgroup(dir, parentProcs);
  mkdirSync(dir);
  try {
    for (const [file, value] of limitFiles) writeFileSync(path.join(dir, file), value.replace('QUOTA', quota));
  } catch (error) {
    rmdirSync(dir);
    throw error;
  }
  return {
    description: `${percent} % of one core (${kind}: ${quota} of ${PERIOD_US} us)`,
    hold: (pid) => {
      for (const member of processTree(pid)) writeFileSync(path.join(dir, 'cgroup.procs'), String(member));
    },
    release: () => removeCgroup(dir, parentProcs),
  };
}

function removeCgroup(dir: string, parentProcs: string): void {
  const members = readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
  for (const pid of members) {
    try {
      writeFileSync(parentProcs, pid);
    } catch {
      // it exited meanwhile
    }
  }
  rmdirSync(dir);
}
