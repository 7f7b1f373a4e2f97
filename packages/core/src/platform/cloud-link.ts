// The vendor's cloud as the router sees it (Service > Cloud login, Cloud management, Speech control).
import type { z } from 'zod';
import type { CloudReasons } from '@rc/contract/ops/service/cloud-fields';
import type { speechHeard } from '@rc/contract/ops/service/speech-fields';

/** The login as configured (cloud.login) and who the router is. */
export interface CloudTarget {
  enabled: boolean;
  server: string;
  /**
   * the unit's serial number: the simulated cloud knows a router by it. A function: a router's
   * console has no factory record to read it from, and its vendor's client knows its own.
   */
  serial(): string;
}

export interface CloudSession {
  logged: boolean;
  /** why not logged in; '' while logged in */
  reason: (typeof CloudReasons)[number];
  /** the router's ID on the cloud, '' while not logged in */
  cloudId: string;
  /** the router's console through the cloud, '' while not logged in */
  remoteUrl: string;
}

export interface CloudLink {
  /** undefined: no cloud client answers here, so the session is not known */
  session(target: CloudTarget): Promise<CloudSession | undefined>;
  /**
   * The commands the voice platform gave, newest first, where the cloud client tells them (a
   * router's over ubus); undefined when it does not answer. Absent: the platform keeps them itself.
   */
  speechHeard?(): Promise<Array<z.infer<typeof speechHeard>> | undefined>;
}
