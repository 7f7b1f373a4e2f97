// DESIGN "Sessions": random 256-bit tokens held in memory, each ending after an idle period.
// Memory only: a reboot ends every session, as on the real device.
import { randomBytes } from 'node:crypto';

export type Clock = () => number;

// A bound on memory: the oldest idle session gives way when an administrator signs in too often.
const maxSessions = 32;

export class SessionStore {
  private readonly lastSeen = new Map<string, number>();

  constructor(
    private readonly idleMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  create(): string {
    this.dropExpired();
    if (this.lastSeen.size >= maxSessions) this.dropOldest();
    const token = randomBytes(32).toString('hex');
    this.lastSeen.set(token, this.now());
    return token;
  }

  /**
   * True when the token is a live session. An operation of the administrator (`active`) starts its
   * idle timer again; a keep-alive or a background poll does not (issue 19.1), so an untouched
   * open tab still times out.
   */
  touch(token: string | undefined, active = true): boolean {
    if (!token) return false;
    const seen = this.lastSeen.get(token);
    if (seen === undefined) return false;
    if (this.now() - seen >= this.idleMs) {
      this.lastSeen.delete(token);
      return false;
    }
    if (!active) return true;
    // Re-inserting keeps the map in least-recently-used order for dropOldest.
    this.lastSeen.delete(token);
    this.lastSeen.set(token, this.now());
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
    for (const [token, seen] of this.lastSeen) if (now - seen >= this.idleMs) this.lastSeen.delete(token);
  }

  private dropOldest(): void {
    const oldest = this.lastSeen.keys().next();
    if (!oldest.done) this.lastSeen.delete(oldest.value);
  }
}
