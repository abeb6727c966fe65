/**
 * The transcript PDF's page and its table of certified courses, apart from the document that
 * pdf.server.ts assembles (the texts, the sections, the footer): the page's geometry and colours,
 * and the table drawn from rows already written, going on over pages with its header repeated.
 */
import { rule } from '~/lib/pdf.server';

export const PAGE = { width: 612, height: 792, margin: 48 };
export const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y the body writes at: the footer is below. */
export const BOTTOM = PAGE.height - PAGE.margin - 24;
export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const BRAND = '#1e3a8a';
const RULE = '#b0b7c3';

/** The table's columns, left to right (widths add up to the page's text width). */
const COLUMNS = [
  { key: 'course', width: 130, align: 'left' },
  { key: 'dates', width: 84, align: 'left' },
  { key: 'lecture', width: 42, align: 'right' },
  { key: 'participation', width: 60, align: 'right' },
  { key: 'total', width: 40, align: 'right' },
  { key: 'subjects', width: 72, align: 'left' },
  { key: 'certificate', width: 88, align: 'left' },
] as const;
const GAP = 6;

/** A row of the table: its text in each column. */
export type Row = Record<(typeof COLUMNS)[number]['key'], string>;

/**
 * The table at the left margin from doc.y: the header, then each row ruled below it (on a new
 * page, under the header again, when it would reach the footer), then the totals in bold.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  { header, rows, totals }: { header: Row; rows: Row[]; totals: Row },
) {
  const left = PAGE.margin;
  const rowHeight = (row: Row, font: string, size: number) => {
    doc.font(font).fontSize(size);
    return Math.max(
      ...COLUMNS.map((column) =>
        doc.heightOfString(row[column.key], { width: column.width - GAP, lineGap: 1 }),
      ),
    );
  };
  const drawRow = (row: Row, style: { font: string; size: number; color: string }) => {
    const height = rowHeight(row, style.font, style.size);
    const top = doc.y;
    let x = left;
    doc.font(style.font).fontSize(style.size).fillColor(style.color);
    for (const column of COLUMNS) {
      doc.text(row[column.key], x, top, {
        width: column.width - GAP,
        align: column.align,
        lineGap: 1,
      });
      x += column.width;
    }
    doc.y = top + height + 4;
  };
  const tableRule = (color = RULE, width = 0.5) => {
    rule(doc, { from: left, to: left + WIDTH, y: doc.y, width, color });
    doc.y += 4;
  };
  const drawHeader = () => {
    drawRow(header, { font: 'Helvetica-Bold', size: 8, color: MUTED });
    tableRule(INK, 0.75);
  };
  const body = { font: 'Helvetica', size: 8.5, color: INK };
  drawHeader();
  for (const row of rows) {
    if (doc.y + rowHeight(row, body.font, body.size) + 8 > BOTTOM) {
      doc.addPage();
      doc.y = PAGE.margin;
      drawHeader();
    }
    drawRow(row, body);
    tableRule();
  }
  if (doc.y + rowHeight(totals, 'Helvetica-Bold', 8.5) > BOTTOM) doc.addPage();
  drawRow(totals, { font: 'Helvetica-Bold', size: 8.5, color: INK });
}
