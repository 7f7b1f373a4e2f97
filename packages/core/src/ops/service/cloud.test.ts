import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { SimulatedPlatform } from '../../../../device/src/platform/simulated/simulated-platform';
import { cloudIdOf } from '../../../../device/src/platform/simulated/sim-cloud';
import { configFile } from '../../../../device/test-support/config-files';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { openwrtUci, openwrtUciEnv } from '../../../../device/test-support/openwrt-uci';

const kit = tabDevicePerTest();
const cloud = () => configFile(kit.device.dataDir, 'cloud');
const serial = () => kit.device.device.services.factory.identity.serial;
const platform = () => kit.device.device.services.platform as SimulatedPlatform;

// OpenWrt's own uci (OPENWRT_TOOLS): what a real device would read.
const UCI = openwrtUci ?? '';
const uciGet = async (key: string) => (await promisify(execFile)(UCI, ['-c', path.join(kit.device.dataDir, 'config'), 'get', key], { env: openwrtUciEnv })).stdout.replace(/\n$/, '');

const login = { enabled: '1', server: 'cloud.example.net' };
const control = { enabled: '1', account: 'owner@example.net', remark: 'Office router' };

describe('get_cloud_login / set_cloud_login', () => {
  it('writes config login with enabled and server, keeps them over a restart', async () => {
    expect(await kit.ok('get_cloud_login')).toEqual({ code: '1', enabled: '0', server: '' });
    await kit.ok('set_cloud_login', login);
    expect(await cloud()).toBe("package cloud\n\nconfig login 'login'\n\toption enabled '1'\n\toption server 'cloud.example.net'\n\n");
    await kit.restart();
    expect(await kit.ok('get_cloud_login')).toEqual({ code: '1', ...login });
    await kit.ok('set_cloud_login', { enabled: '0', server: '' });
    expect(await kit.ok('get_cloud_login')).toEqual({ code: '1', enabled: '0', server: '' });
  });

  it('logs in while an uplink is up, with a cloud ID of the unit and its remote web address', async () => {
    expect(await kit.ok('get_cloud_login_status')).toEqual({ code: '1', logged: '0', reason: 'disabled', cloudId: '', remoteUrl: '' });
    await kit.ok('set_cloud_login', login);
    const id = cloudIdOf(serial());
    expect(id).toMatch(/^\d{12}$/);
    expect(await kit.ok('get_cloud_login_status')).toEqual({ code: '1', logged: '1', reason: '', cloudId: id, remoteUrl: `https://cloud.example.net/d/${id}` });
    // the same unit keeps its ID; another serial gets another
    expect(cloudIdOf(serial())).toBe(id);
    expect(cloudIdOf(`${serial()}X`)).not.toBe(id);
    await kit.ok('set_cloud_login', { enabled: '1', server: 'cloud.example.invalid' });
    expect(await kit.ok('get_cloud_login_status')).toMatchObject({ logged: '0', reason: 'unreachable', cloudId: '', remoteUrl: '' });
    await kit.ok('set_cloud_login', login);
    platform().failUplink('wan');
    expect(await kit.ok('get_cloud_login_status')).toMatchObject({ logged: '1' });
    platform().failUplink('wwan');
    expect(await kit.ok('get_cloud_login_status')).toMatchObject({ logged: '0', reason: 'wanDown' });
  });

  it('refuses a hostile or missing server with -2, files byte-identical', async () => {
    await kit.refused('set_cloud_login', { enabled: '1', server: '-x' }, [{ field: 'server', key: 'cloud.serverInvalid' }]);
    await kit.refused('set_cloud_login', { enabled: '1', server: 'cloud.example.net --proxy x' }, [{ field: 'server', key: 'cloud.serverInvalid' }]);
    await kit.refused('set_cloud_login', { enabled: '1', server: "cloud.example.net\noption x 'y'" }, [{ field: 'server', key: 'cloud.serverInvalid' }]);
    await kit.refused('set_cloud_login', { enabled: '1', server: "a'b.example.net" }, [{ field: 'server', key: 'cloud.serverInvalid' }]);
    await kit.refused('set_cloud_login', { enabled: '1', server: '' }, [{ field: 'server', key: 'cloud.serverRequired' }]);
    await kit.refused('set_cloud_login', { enabled: 'yes', server: 'cloud.example.net' }, [{ field: 'enabled', key: 'validation.invalid' }]);
    await kit.refused('set_cloud_login', { ...login, cloudId: '1' }, [{ field: 'cloudId', key: 'validation.unknownField' }]);
  });

  it('answers unavailable where the platform has no cloud client (linux)', async () => {
    await kit.replace({ platform: 'linux' });
    await kit.ok('set_cloud_login', login);
    expect(await kit.ok('get_cloud_login_status')).toMatchObject({ logged: '0', reason: 'unavailable' });
    await kit.refused('set_cloud_control', control, [{ field: 'enabled', key: 'cloud.notLoggedIn' }]);
  });
});

describe('get_cloud_control / set_cloud_control', () => {
  it('writes config control with enabled, account and remark beside the login, keeps them over a restart', async () => {
    expect(await kit.ok('get_cloud_control')).toEqual({ code: '1', enabled: '0', account: '', remark: '' });
    await kit.ok('set_cloud_login', login);
    await kit.ok('set_cloud_control', control);
    expect(await cloud()).toBe(
      "package cloud\n\nconfig login 'login'\n\toption enabled '1'\n\toption server 'cloud.example.net'\n\n" +
        "config control 'control'\n\toption enabled '1'\n\toption account 'owner@example.net'\n\toption remark 'Office router'\n\n",
    );
    await kit.restart();
    expect(await kit.ok('get_cloud_control')).toEqual({ code: '1', ...control });
    expect(await kit.ok('get_cloud_control_status')).toMatchObject({ logged: '1', cloudId: cloudIdOf(serial()) });
    await kit.ok('set_cloud_control', { enabled: '0', account: '+8613800138000', remark: '' });
    expect(await kit.ok('get_cloud_control')).toEqual({ code: '1', enabled: '0', account: '+8613800138000', remark: '' });
  });

  it.skipIf(!existsSync(UCI))("keeps a remark's quotes as OpenWrt's uci reads them", async () => {
    const remark = `Bob's "main" router`;
    await kit.ok('set_cloud_control', { enabled: '0', account: 'owner@example.net', remark });
    expect(await uciGet('cloud.control.remark')).toBe(remark);
    expect(await kit.ok('get_cloud_control')).toMatchObject({ remark });
  });

  it('refuses to allow management while not logged in, and lets it be switched off', async () => {
    await kit.refused('set_cloud_control', control, [{ field: 'enabled', key: 'cloud.notLoggedIn' }]);
    await kit.ok('set_cloud_login', { enabled: '1', server: 'cloud.example.invalid' });
    await kit.refused('set_cloud_control', control, [{ field: 'enabled', key: 'cloud.notLoggedIn' }]);
    await kit.ok('set_cloud_control', { ...control, enabled: '0' });
    expect(await kit.ok('get_cloud_control_status')).toMatchObject({ logged: '0', reason: 'unreachable' });
  });

  it('refuses bad accounts and remarks with -2, files byte-identical', async () => {
    await kit.ok('set_cloud_login', login);
    await kit.refused('set_cloud_control', { ...control, account: '' }, [{ field: 'account', key: 'cloud.accountRequired' }]);
    await kit.refused('set_cloud_control', { ...control, account: 'owner' }, [{ field: 'account', key: 'cloud.accountInvalid' }]);
    await kit.refused('set_cloud_control', { ...control, account: "o'wner@example.net" }, [{ field: 'account', key: 'cloud.accountInvalid' }]);
    await kit.refused('set_cloud_control', { ...control, account: '138 0013 8000' }, [{ field: 'account', key: 'cloud.accountInvalid' }]);
    await kit.refused('set_cloud_control', { ...control, remark: "x\noption enabled '1'" }, [{ field: 'remark', key: 'validation.text' }]);
    await kit.refused('set_cloud_control', { ...control, remark: 'a\u0007b' }, [{ field: 'remark', key: 'validation.text' }]);
    await kit.refused('set_cloud_control', { ...control, remark: 'x'.repeat(65) }, [{ field: 'remark', key: 'validation.text' }]);
    await kit.refused('set_cloud_control', { ...control, password: 'x' }, [{ field: 'password', key: 'validation.unknownField' }]);
  });
});
