// The hand-built PDF (the demo's laboratory report, the tests' attachment) read back piece by piece: every byte
// offset of its cross-reference table lands on its object, the stream's length is its own, and the text is escaped.
import { describe, expect, it } from 'vitest';
import { pdfMinimo } from './pdf-minimo.ts';

const leer = (lineas: string[]) => Buffer.from(pdfMinimo(lineas)).toString('latin1');

describe('pdfMinimo', () => {
  it('writes one page of Helvetica lines 18 points apart from the top, escaped to printable Latin-1', () => {
    const pdf = leer(['Informe', 'pH (7.2) \\ ok', 'año €']);
    const stream = /stream\n([\s\S]*)\nendstream/.exec(pdf)?.[1];
    expect(stream).toBe(
      [
        'BT /F1 12 Tf 72 720 Td (Informe) Tj ET',
        'BT /F1 12 Tf 72 702 Td (pH \\(7.2\\) \\\\ ok) Tj ET',
        'BT /F1 12 Tf 72 684 Td (año ?) Tj ET',
      ].join('\n'),
    );
    expect(pdf).toContain(`<< /Length ${Buffer.byteLength(stream ?? '', 'latin1')} >>\nstream\n`);
  });

  it('has a header, five objects at the offsets its table gives, and a trailer pointing at the table', () => {
    const pdf = leer(['Uno']);
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const inicioTabla = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(inicioTabla).startsWith('xref\n0 6\n0000000000 65535 f \n')).toBe(true);
    const entradas = [...pdf.slice(inicioTabla).matchAll(/^(\d{10}) 00000 n \n/gm)].map((e) => Number(e[1]));
    expect(entradas).toHaveLength(5);
    const objetos = entradas.map((p, i) => {
      const cabeza = `${i + 1} 0 obj\n`;
      expect(pdf.slice(p, p + cabeza.length)).toBe(cabeza);
      return pdf.slice(p + cabeza.length, pdf.indexOf('\nendobj\n', p));
    });
    expect(objetos[0]).toBe('<< /Type /Catalog /Pages 2 0 R >>');
    expect(objetos[1]).toBe('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
    expect(objetos[2]).toBe(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    );
    expect(objetos[3]).toMatch(/^<< \/Length \d+ >>\nstream\n/);
    expect(objetos[4]).toBe(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    );
    expect(pdf).toContain('trailer\n<< /Size 6 /Root 1 0 R >>\n');
  });
});
