import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dhcpLeaseSchema, ipv4Schema, macSchema, optionalIpv4 } from '@rc/contract/datatypes';
import { describeField, fieldSchema } from './schema-info';

const schema = z.strictObject({
  enabled: z.enum(['1', '0']),
  firewall: z.enum(['ACCEPT', 'REJECT']),
  proto: z.enum(['dhcp', 'pppoe', 'static']),
  ipaddr: ipv4Schema(),
  dns2: optionalIpv4(),
  leasetime: dhcpLeaseSchema(),
  mtu: z.number().int().min(576).max(1500).optional(),
  name: z.string().max(32),
  macs: z.array(macSchema()),
  guest: z.boolean(),
});

const info = (name: string) => describeField(fieldSchema(schema, name));

describe('describeField', () => {
  it('reads a two-value enum of spec 4 as a switch pair', () => {
    expect(info('enabled')).toMatchObject({ kind: 'enum', switchPair: ['1', '0'] });
    expect(info('firewall')).toMatchObject({ kind: 'enum', switchPair: ['ACCEPT', 'REJECT'] });
    expect(info('guest')).toMatchObject({ kind: 'boolean', switchPair: [true, false] });
  });

  it('offers the values of other enums', () => {
    expect(info('proto')).toMatchObject({ kind: 'enum', options: ['dhcp', 'pppoe', 'static'] });
    expect(info('proto').switchPair).toBeUndefined();
  });

  it("sees the contract's integer rule (number or numeric string) as a bounded number", () => {
    expect(info('leasetime')).toMatchObject({ kind: 'number', required: true, min: 1, max: 1440, integer: true });
  });

  it('tells a required rule from one that accepts empty or nothing', () => {
    expect(info('ipaddr')).toMatchObject({ kind: 'string', required: true });
    expect(info('dns2')).toMatchObject({ kind: 'string', required: false });
    expect(info('mtu')).toMatchObject({ kind: 'number', required: false, min: 576, max: 1500 });
    expect(info('name')).toMatchObject({ kind: 'string', required: false, maxLength: 32 });
  });

  it('finds fields of every member of a discriminated union', () => {
    const wan = z.discriminatedUnion('proto', [
      z.object({ proto: z.literal('dhcp') }),
      z.object({ proto: z.literal('pppoe'), username: z.string().min(1) }),
    ]);
    expect(describeField(fieldSchema(wan, 'username'))).toMatchObject({ kind: 'string', required: true });
  });

  it('knows an array field', () => {
    expect(info('macs')).toMatchObject({ kind: 'array', required: false });
  });
});
