// DESIGN "Sessions": random 256-bit tokens held in memory, each ending after an idle period.
// Memory only: a reboot ends every session, as on the real device.
import { randomBytes } from 'node:crypto';

export type Clock = () => number;

// A bound on memory: the oldest idle session gives way when an administrator signs in too often.
const maxSessions = 32;

/** When the session's administrator last did something: updated in place, never re-inserted. */
interface Session {
  seen: number;
}

export class SessionStore {
  // Kept in place: a delete and set per call reallocated the map's table on every poll, 10% of the
  // status op's time under load (bench/README.md "Status op under load").
  private readonly lastSeen = new Map<string, Session>();

  constructor(
    private readonly idleMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  create(): string {
    this.dropExpired();
    if (this.lastSeen.size >= maxSessions) this.dropOldest();
    const token = randomBytes(32).toString('hex');
    this.lastSeen.set(token, { seen: this.now() });
    return token;
  }

  /**
   * True when the token is a live session. An operation of the administrator (`active`) starts its
   * idle timer again; a keep-alive or a background poll does not (issue 19.1), so an untouched
   * open tab still times out.
   */
  touch(token: string | undefined, active = true): boolean {
    if (!token) return false;
    const session = this.lastSeen.get(token);
    if (session === undefined) return false;
    const now = this.now();
    if (now - session.seen >= this.idleMs) {
      this.lastSeen.delete(token);
      return false;
    }
    if (active) session.seen = now;
    return true;
  }

  drop(token: string): void {
    this.lastSeen.delete(token);
  }

  dropAllExcept(token: string): void {
    for (const other of [...this.lastSeen.keys()]) if (other !== token) this.lastSeen.delete(other);
  }

  clear(): void {
    this.lastSeen.clear();
  }

  get size(): number {
    return this.lastSeen.size;
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [token, { seen }] of this.lastSeen) if (now - seen >= this.idleMs) this.lastSeen.delete(token);
  }

  /** The least recently active session (of at most maxSessions, at a sign-in only). */
  private dropOldest(): void {
    let oldest: [string, Session] | undefined;
    for (const entry of this.lastSeen) if (!oldest || entry[1].seen < oldest[1].seen) oldest = entry;
    if (oldest) this.lastSeen.delete(oldest[0]);
  }
}
