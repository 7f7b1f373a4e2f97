// The op table: every call of the wire, by name. Device handlers and the console client
// are both derived from it; an op missing a handler fails the device's type check.
import * as session from './ops/session';
import * as home from './ops/home';
import * as wan from './ops/network/wan';
import * as lan from './ops/network/lan';

export const ops = { ...session, ...home, ...wan, ...lan };

export type Ops = typeof ops;
export type OpName = keyof Ops;
