import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../ui/testing/render-with-providers';
import { setupTestI18n } from '../../../ui/testing/test-i18n';
import { PartitionActions } from './partition-actions';
import type { Partition } from './use-disks';

beforeAll(() => setupTestI18n('en'));

const partition: Partition = { id: 'sda2', disk: 'Cruzer', sizeBytes: 1e9, fstype: 'ext4', label: '', mounted: '0', target: '', usedBytes: 0, freeBytes: 0, shared: '', formatting: '0', formatSeconds: 0 };
const none = () => undefined;
const actions = (p: Partition) => renderWithProviders(<PartitionActions partition={p} busy={false} onMount={none} onEject={none} onShare={none} onFormat={none} />);

describe('a partition\'s format in its row', () => {
  it('shows how long a format has run and no percentage where the device has none (mkfs on a router)', () => {
    actions({ ...partition, formatting: '1', formatSeconds: 75 });
    const bar = screen.getByRole('progressbar', { name: 'Formatting sda2' });
    expect(bar).not.toHaveAttribute('value');
    expect(screen.getByText('running for 00:01:15')).toBeInTheDocument();
  });

  it('shows the percentage beside the time where the device measures one', () => {
    actions({ ...partition, formatting: '1', formatSeconds: 3, progress: 40 });
    expect(screen.getByRole('progressbar', { name: 'Formatting sda2' })).toHaveAttribute('value', '40');
    expect(screen.getByText('40% · running for 00:00:03')).toBeInTheDocument();
  });

  it('says a format failed with mkfs\'s status, and offers Mount and Format again', () => {
    actions({ ...partition, formatFailed: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent('Formatting sda2 failed (mkfs ended with status 1): format it again');
    expect(screen.getByRole('button', { name: 'Mount sda2' })).toBeEnabled();
  });
});
