import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes every cell: text, numbers, booleans, and empty ones', () => {
    expect(csvCell('Cotton candy')).toBe('"Cotton candy"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(Number.NaN)).toBe('""');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('doubles inner quotes and keeps commas and line breaks inside the quoted cell', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+15551234567')).toBe(`"'+15551234567"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1:A2)')).toBe(`"'@SUM(A1:A2)"`);
    expect(csvCell('\t=cmd')).toBe(`"'\t'=cmd"`);
    expect(csvCell('\rtext')).toBe(`"'\rtext"`);
    expect(csvCell('  =1+1')).toBe(`"'  =1+1"`);
    expect(csvCell('=HYPERLINK("http://x","a,b")')).toBe(`"'=HYPERLINK(""http://x"",""a,b"")"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('a - b')).toBe('"a - b"');
  });

  it('defuses a formula after a semicolon, tab, comma or line break, for spreadsheets that split on them', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x; =1+1')).toBe(`"x;' =1+1"`);
    expect(csvCell('x\t@SUM(A1)')).toBe(`"x\t'@SUM(A1)"`);
    expect(csvCell('x,+1')).toBe(`"x,'+1"`);
    expect(csvCell('first line\n-cmd')).toBe(`"first line\n'-cmd"`);
    expect(csvCell('a;b\tc')).toBe('"a;b\tc"');
  });

  it('writes dates as ISO timestamps', () => {
    expect(csvCell(new Date('2024-02-15T10:30:00Z'))).toBe('"2024-02-15T10:30:00.000Z"');
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
    expect(csv).toBe('\uFEFF"Name","Note"\r\n"Ann","x,y"\r\n"Bob","\'=2"\r\n');
  });
});
