import { describe, expect, it } from 'vitest';
import { shareAddresses } from './share-address';

describe('shareAddresses (issue 30.10)', () => {
  it('gives the Windows and the macOS address of a share', () => {
    expect(shareAddresses('\\\\192.168.1.1', 'share')).toEqual({ windows: '\\\\192.168.1.1\\share', mac: 'smb://192.168.1.1/share' });
    expect(shareAddresses('\\\\192.168.8.1', 'My Photos')).toEqual({ windows: '\\\\192.168.8.1\\My Photos', mac: 'smb://192.168.8.1/My%20Photos' });
  });
});
