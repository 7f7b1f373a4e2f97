import { describe, expect, it } from 'vitest';
import { agoText } from './duration-text';

describe('agoText (issue 30.9: handshakes as "23 s ago")', () => {
  it('says how long ago in the largest whole unit, in each language', () => {
    expect(agoText('en', 23)).toBe('23 sec. ago');
    expect(agoText('en', 5 * 60 + 40)).toBe('5 min. ago');
    expect(agoText('en', 3 * 3600 + 1)).toBe('3 hr. ago');
    expect(agoText('en', 2 * 86400 + 5)).toBe('2 days ago');
    expect(agoText('zh-CN', 23)).toBe('23秒前');
    expect(agoText('zh-TW', 300)).toBe('5 分鐘前');
  });
});
