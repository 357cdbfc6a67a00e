import { describe, expect, it } from 'vitest';
import { isoInZone } from '../domain/days';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(toCsv(['Name', 'Total'], [['Ana', 12.5]])).toBe('\uFEFFName,Total\r\nAna,12.5\r\n');
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv(['A'], [['Smith, "Jr"\nline']])).toBe('\uFEFFA\r\n"Smith, ""Jr""\nline"\r\n');
  });

  it('keeps a cell that starts like a formula as text', () => {
    const csv = toCsv(['Name'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)']]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual([`"'=HYPERLINK(""x"")"`, `"'+1"`, `"'-2"`, `"'@SUM(A1)"`]);
  });

  it('quotes a cell holding any program’s separator, and neutralises a formula after any of them', () => {
    const csv = toCsv(['Name'], [['Colon;=1+2'], ['Tab\t+SUM(A1)'], ['Comma,@x'], ['Line\n-1'], ['Plain;text']]);
    expect(csv.split('\r\n').slice(1, 6)).toEqual([
      `"Colon;'=1+2"`,
      `"Tab\t'+SUM(A1)"`,
      `"Comma,'@x"`,
      `"Line\n'-1"`,
      `"Plain;text"`,
    ]);
  });

  it('writes numbers as numbers and null as an empty cell', () => {
    expect(toCsv(['A', 'B', 'C'], [[null, 'x', -2.5]])).toBe('\uFEFFA,B,C\r\n,x,-2.5\r\n');
  });
});

describe('isoInZone', () => {
  const at = new Date('2026-11-26T11:59:26.470Z');

  it('writes a moment in her time zone with its offset, whole seconds', () => {
    expect(isoInZone(at, 'UTC')).toBe('2026-11-26T11:59:26+00:00');
    expect(isoInZone(at, 'America/Chicago')).toBe('2026-11-26T05:59:26-06:00');
    expect(isoInZone(at, 'Asia/Kolkata')).toBe('2026-11-26T17:29:26+05:30');
  });

  it('follows daylight saving time', () => {
    expect(isoInZone(new Date('2026-07-04T12:00:00Z'), 'America/Chicago')).toBe('2026-07-04T07:00:00-05:00');
  });
});
