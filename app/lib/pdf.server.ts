/**
 * What every PDF of the site shares (receipts, CE certificates, transcripts): pdfkit's standard Helvetica,
 * whose WinAnsi encoding has Spanish's accents, ñ, ¿ and ¡, so no font file is embedded
 * (docs/decisions/0063).
 */

/** Characters the standard fonts cannot draw (outside WinAnsi), written as they can. */
export const drawable = (text: string) =>
  text
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(
      /[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g,
      '?',
    );

/** The document's bytes once it is ended (call `doc.end()` after drawing). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A horizontal rule from `from` to `to` at `y`. */
export function rule(
  doc: PDFKit.PDFDocument,
  {
    from,
    to,
    y,
    width,
    color,
  }: { from: number; to: number; y: number; width: number; color: string },
) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
}
