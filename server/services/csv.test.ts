import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans as they are', () => {
    expect(csvCell('Cotton candy')).toBe('Cotton candy');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+15551234567')).toBe("'+15551234567");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x","a,b")')).toBe(`"'=HYPERLINK(""http://x"",""a,b"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes dates as ISO timestamps', () => {
    expect(csvCell(new Date('2024-02-15T10:30:00Z'))).toBe('2024-02-15T10:30:00.000Z');
  });
});

describe('toCsv', () => {
  it('joins a header and rows with CRLF and starts with a byte-order mark', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Ann', 'x,y'],
        ['Bob', '=2'],
      ],
    );
    expect(csv).toBe('\uFEFFName,Note\r\nAnn,"x,y"\r\nBob,\'=2\r\n');
  });
});
