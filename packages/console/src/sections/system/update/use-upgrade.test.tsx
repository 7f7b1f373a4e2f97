import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { startBusy } from '../../../lib/busy';
import { useUpgradeRun, type DeviceProgress } from './use-upgrade';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
vi.mock('../../../lib/busy', () => ({ startBusy: vi.fn(), markRefresh: vi.fn() }));
vi.mock('../../../lib/after-reboot', () => ({ rememberAfterReboot: vi.fn() }));
const callOpMock = vi.mocked(callOp);

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const progress = (stage: DeviceProgress['stage'], error = ''): DeviceProgress => ({ stage, percent: 0, bytes: 0, totalBytes: 0, version: '2.0.0', error });

/** Each progress poll gets its own answer, given by the test when it chooses. */
function progressPolls() {
  const polls: ReturnType<typeof deferred<DeviceProgress>>[] = [];
  callOpMock.mockImplementation(((def: OpDef) => {
    if (def.op !== 'get_upgrade_progress') return Promise.resolve({});
    const poll = deferred<DeviceProgress>();
    polls.push(poll);
    return poll.promise;
  }) as never);
  return polls;
}

/** Starts an upgrade whose upload the test accepts, and waits for the first progress poll. */
async function startUpgrade() {
  const polls = progressPolls();
  const upload = deferred<unknown>();
  const { result } = renderHook(() => useUpgradeRun());
  let started: Promise<void> = Promise.resolve();
  act(() => void (started = result.current.start(() => upload.promise)));
  await waitFor(() => expect(polls).toHaveLength(1));
  return { polls, upload, result, finished: () => started };
}

beforeEach(() => {
  callOpMock.mockReset();
  vi.mocked(startBusy).mockReset();
});

describe('useUpgradeRun (issue 28.11)', () => {
  it("ignores the last attempt's 'failed' that answers a poll asked before the device accepted the image", async () => {
    const { polls, upload, result, finished } = await startUpgrade();

    // The upload is accepted while the first poll is under way; its answer arrives after.
    await act(async () => upload.resolve({}));
    await act(async () => polls[0]?.resolve(progress('failed', 'upgrade.flashFailed')));
    expect(result.current.run.phase).not.toBe('failed');

    // The polls asked after acceptance are judged: writing, then rebooting.
    await waitFor(() => expect(polls).toHaveLength(2));
    await act(async () => polls[1]?.resolve(progress('writing')));
    await waitFor(() => expect(result.current.run).toEqual({ phase: 'device', progress: progress('writing') }));
    await vi.waitFor(() => expect(polls).toHaveLength(3), { timeout: 5_000 });
    await act(async () => polls[2]?.resolve(progress('rebooting')));
    await act(finished);
    expect(startBusy).toHaveBeenCalledWith('reboot', expect.any(Number), expect.any(Number));
  });

  it("reports 'Upgrade failed' from a poll asked after the device accepted the image", async () => {
    const { polls, upload, result, finished } = await startUpgrade();
    await act(async () => upload.resolve({}));
    await act(async () => polls[0]?.resolve(progress('verifying')));
    await vi.waitFor(() => expect(polls).toHaveLength(2), { timeout: 5_000 });
    await act(async () => polls[1]?.resolve(progress('failed', 'upgrade.flashFailed')));
    await act(finished);
    expect(result.current.run).toEqual({ phase: 'failed', key: 'upgrade.flashFailed' });
    expect(startBusy).not.toHaveBeenCalled();
  });
});
