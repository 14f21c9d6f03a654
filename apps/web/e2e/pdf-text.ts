// The text of each page of a PDF that Chromium printed (page.pdf()), enough for a test to read what a printed page
// says: objects and their Flate streams, each page's content with its fonts' ToUnicode maps. Not a general PDF
// reader: Chromium writes text as glyph ids in hex strings under Type0 fonts, which is what this reads.
import { inflateSync } from 'node:zlib';

type Obj = { dict: string; stream: Buffer | null };

function objects(pdf: Buffer): Map<number, Obj> {
  const s = pdf.toString('latin1');
  const out = new Map<number, Obj>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const body = m[2] ?? '';
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + (body.slice(at).startsWith('stream\r\n') ? 8 : 7);
    const end = body.lastIndexOf('endstream');
    let raw = Buffer.from(body.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    out.set(Number(m[1]), { dict, stream: raw });
  }
  return out;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** A dictionary entry's text: an inline `<< … >>` (nested ones included) or the object a reference points to. */
function entry(objs: Map<number, Obj>, dict: string, key: string): string {
  const at = dict.indexOf(`/${key}`);
  if (at < 0) return '';
  const rest = dict.slice(at + key.length + 1).trimStart();
  if (rest.startsWith('<<')) {
    let depth = 0;
    for (let i = 0; i < rest.length - 1; i++) {
      if (rest.startsWith('<<', i)) {
        depth++;
        i++;
      } else if (rest.startsWith('>>', i)) {
        depth--;
        i++;
        if (depth === 0) return rest.slice(0, i + 1);
      }
    }
  }
  const ref = /^(\d+) 0 R/.exec(rest);
  return ref ? (objs.get(Number(ref[1]))?.dict ?? '') : rest;
}

function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hex = (h: string) =>
    String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => Number.parseInt(x, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set((m[1] ?? '').toLowerCase(), hex(m[2] ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const width = (m[1] ?? '').length;
      const a = Number.parseInt(m[1] ?? '', 16);
      const b = Number.parseInt(m[2] ?? '', 16);
      const d = Number.parseInt(m[3] ?? '', 16);
      for (let c = a; c <= b; c++)
        map.set(c.toString(16).padStart(width, '0'), String.fromCodePoint(d + (c - a)));
    }
  return map;
}

/** Each page's text, in the order its content draws it; runs placed apart are separated by a space. */
export function pdfPages(pdf: Buffer): string[] {
  const objs = objects(pdf);
  const pages = [...objs.values()].filter((o) => /\/Type\s*\/Page(?![a-zA-Z])/.test(o.dict));
  return pages.map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = entry(objs, entry(objs, page.dict, 'Resources'), 'Font');
    for (const m of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      const font = objs.get(Number(m[2]))?.dict ?? '';
      const tu = /\/ToUnicode\s+(\d+) 0 R/.exec(font);
      const cmap = tu ? objs.get(Number(tu[1]))?.stream?.toString('latin1') : undefined;
      fonts.set(m[1] ?? '', cmap ? toUnicode(cmap) : new Map());
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '';
    const content = refs(contents)
      .map((id) => objs.get(id)?.stream?.toString('latin1') ?? '')
      .join('\n');
    let font = new Map<string, string>();
    let out = '';
    const decode = (h: string) => {
      const width = [...font.keys()][0]?.length ?? 4;
      return (h.toLowerCase().match(new RegExp(`.{${width}}`, 'g')) ?? [])
        .map((g) => font.get(g) ?? '')
        .join('');
    };
    const tokens = content.matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|\((?:\\.|[^\\)])*\)|\b(Td|TD|Tm|T\*|ET)\b/g,
    );
    for (const t of tokens) {
      if (t[1]) font = fonts.get(t[1]) ?? new Map();
      else if (t[2] !== undefined) out += decode(t[2]);
      else if (t[3]) out += ' ';
    }
    return out.replace(/[ \t]+/g, ' ').trim();
  });
}
