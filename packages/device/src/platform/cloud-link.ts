// The vendor's cloud as the router sees it (Service > Cloud login, Cloud management, Speech control).
import type { CloudReasons } from '@rc/contract/ops/service/cloud-fields';

/** The login as configured (cloud.login) and who the router is. */
export interface CloudTarget {
  enabled: boolean;
  server: string;
  /** the unit's serial number: the cloud knows a router by it */
  serial: string;
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
  session(target: CloudTarget): Promise<CloudSession>;
}
