import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpDef } from '@rc/contract/op';
import { callOp } from '../../../lib/api-client';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { CloudLoginPage } from './cloud-login-page';

vi.mock('../../../lib/api-client', () => ({ callOp: vi.fn() }));
const callOpMock = vi.mocked(callOp);

let remoteUrl = '';
beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  callOpMock.mockReset();
  callOpMock.mockImplementation(((def: OpDef) => {
    if (def.op === 'get_cloud_login') return Promise.resolve({ enabled: '1', server: 'cloud.example.com' });
    if (def.op === 'get_cloud_login_status') return Promise.resolve({ logged: '1', reason: '', cloudId: 'ZBT-1', remoteUrl });
    return Promise.resolve({});
  }) as never);
});

describe('Cloud login page', () => {
  it('links the remote address the cloud gives when it is a web address', async () => {
    remoteUrl = 'https://cloud.example.com/d/ZBT-1';
    renderWithProviders(<CloudLoginPage />);
    expect(await screen.findByRole('link', { name: remoteUrl })).toHaveAttribute('href', remoteUrl);
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', 'file:///etc/shadow'])(
    'shows %s as text, never as a link (issue 39.6)',
    async (url) => {
      remoteUrl = url;
      renderWithProviders(<CloudLoginPage />);
      expect(await screen.findByText(url)).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
