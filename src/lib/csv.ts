// CSV as spreadsheets write and read it (RFC 4180): fields separated by
// commas, a field holding a comma, a quote or a line break is quoted, a quote
// inside is doubled; lines end in CRLF or LF. A byte-order mark at the start
// (Excel's "CSV UTF-8") is dropped.

export interface CsvRecord {
  /** The line in the file the record starts on (1 = the first line). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote from line ${line}`);
  }
}

/** The file's records; blank lines are skipped. Throws CsvSyntaxError on an unclosed quote. */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += ch;
    i++;
  }
  if (quoted) throw new CsvSyntaxError(start);
  if (field !== '' || fields.length) endRecord();
  return records;
}

/**
 * How text a spreadsheet would run as a formula begins: =, +, - or @, or a tab
 * or carriage return, which some spreadsheets skip before reading the rest.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field as CSV. Text that a spreadsheet would run as a formula gets a
 * leading apostrophe, unless it is a plain number.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record as a CSV line, ending in CRLF. */
export function csvLine(values: ReadonlyArray<string | number | null>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
