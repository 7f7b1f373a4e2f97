import { describe, expect, it } from 'vitest';
import { parseUci } from './uci-parse';
import { exportUci, showUci } from './uci-format';
import { UciParseError, type UciPackage } from './uci-types';
import { loadFixtures } from '../../../device/test-support/uci-fixtures';
import { reportSkippedWithoutReference } from '../../../device/test-support/openwrt-reference';

function parseError(source: string): UciParseError {
  try {
    parseUci(source, 'test');
  } catch (error) {
    if (error instanceof UciParseError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
}

function options(pkg: UciPackage, index = 0) {
  return Object.fromEntries(pkg.sections[index]?.options ?? []);
}

describe("OpenWrt's own files and the grammar's corners", () => {
  reportSkippedWithoutReference('reads each as OpenWrt uci does');
  describe.each([...loadFixtures('syntax'), ...loadFixtures('defaults')])('reads $id as OpenWrt uci does', (fixture) => {
    if (fixture.error) {
      const expected = fixture.error;
      it(`refuses it with "${expected.reason}" at line ${expected.line}, byte ${expected.byte}`, () => {
        const error = parseError(fixture.input);
        expect({ reason: error.reason, line: error.line, byte: error.byte }).toEqual(expected);
      });
      return;
    }
    it('exports it byte for byte like `uci export`', () => {
      expect(exportUci(parseUci(fixture.input, fixture.name))).toBe(fixture.exported);
    });
    it('shows it line for line like `uci show`', () => {
      expect(showUci(parseUci(fixture.input, fixture.name))).toBe(fixture.shown);
    });
  });
});

describe('parseUci corners beyond the fixtures', () => {
  it('names the package after the last segment of the file path', () => {
    expect(parseUci('config a b', '/data/config/network').name).toBe('network');
  });

  it('removes an option set earlier when it is set to the empty string', () => {
    const pkg = parseUci("config t 's'\n\toption a '1'\n\toption b '2'\n\toption a ''\n", 'p');
    expect(options(pkg)).toEqual({ b: '2' });
  });

  it('keeps the position of an option that is set again', () => {
    const pkg = parseUci("config t 's'\n\toption a '1'\n\toption b '2'\n\toption a '3'\n", 'p');
    expect([...(pkg.sections[0]?.options ?? [])]).toEqual([['a', '3'], ['b', '2']]);
  });

  it('splits commands on ; and accepts the one-letter command forms', () => {
    const pkg = parseUci("c t 's'; o a '1'; l b 'x'\n", 'p');
    expect(options(pkg)).toEqual({ a: '1', b: ['x'] });
  });

  it('joins a line ending in a backslash with the next one', () => {
    const pkg = parseUci('config t s\n\toption a "one \\\ntwo"\n\toption b x\\\ny\n', 'p');
    expect(options(pkg)).toEqual({ a: 'one two', b: 'xy' });
  });

  it('keeps backslashes in single quotes and unescapes them in double quotes', () => {
    const pkg = parseUci(`config t s\n\toption a 'x\\ny'\n\toption b "x\\ny\\\\"\n`, 'p');
    expect(options(pkg)).toEqual({ a: 'x\\ny', b: 'xny\\' });
  });

  it('counts error bytes in UTF-8, as libuci does', () => {
    const error = parseError("config t 's'\n\toption 'é' x\n");
    expect([error.reason, error.line, error.byte]).toEqual(['invalid character in name field', 2, 13]);
  });

  it('counts bytes of a multi-line value from its first line', () => {
    const error = parseError("config t s\n\toption a 'one\ntwo' extra\n");
    expect([error.reason, error.line, error.byte]).toEqual(['too many arguments', 3, 26]);
  });

  it('refuses a named section reopened with another type', () => {
    expect(parseError('config a s\nconfig b s\n').reason).toBe('section of different type overwrites prior section with same name');
  });

  it('refuses unknown commands and sections without a type', () => {
    expect(parseError('foo bar\n').reason).toBe('invalid command');
    expect(parseError('config \n').reason).toBe('insufficient arguments');
    expect(parseError("config 'a b'\n").reason).toBe('invalid character in type field');
  });

  it('refuses an option without a name at the end of the file', () => {
    expect(parseError('config a\noption').reason).toBe('option without name');
  });

  it('reads an empty file as an empty package', () => {
    expect(parseUci('', 'empty')).toEqual({ name: 'empty', sections: [] });
    expect(exportUci(parseUci('', 'empty'))).toBe('package empty\n\n');
  });
});
