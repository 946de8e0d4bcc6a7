import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvField, csvLine, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    const text = 'id,name\r\n1,"Atta, 5 kg"\r\n2,"Say ""hi""\nagain"\n3,आटा\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['id', 'name'] },
      { line: 2, fields: ['1', 'Atta, 5 kg'] },
      { line: 3, fields: ['2', 'Say "hi"\nagain'] },
      { line: 5, fields: ['3', 'आटा'] },
    ]);
  });

  it('drops a byte-order mark and skips blank lines, keeping line numbers', () => {
    expect(parseCsv('\uFEFFid\r\n\r\n7')).toEqual([
      { line: 1, fields: ['id'] },
      { line: 3, fields: ['7'] },
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 2, fields: ['', '', ''] },
    ]);
  });

  it('refuses an unclosed quote, naming the line it opened on', () => {
    expect(() => parseCsv('id,name\n1,"open\n2,x')).toThrow(CsvSyntaxError);
    try {
      parseCsv('id,name\n1,"open\n2,x');
    } catch (err) {
      expect((err as CsvSyntaxError).line).toBe(2);
    }
  });
});

describe('csvField and csvLine', () => {
  it('quotes what needs quoting and round-trips through parseCsv', () => {
    const values = ['Atta, 5 kg', 'Say "hi"', 'दो\nपंक्तियाँ', '12.5', null];
    const line = csvLine(values);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(parseCsv(line)[0]!.fields).toEqual(['Atta, 5 kg', 'Say "hi"', 'दो\nपंक्तियाँ', '12.5', '']);
  });

  it('defuses spreadsheet formulas but leaves negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM')).toBe("'@SUM");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvField(-3)).toBe('-3');
  });
});
