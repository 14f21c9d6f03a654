// The panel's charts, drawn by hand (docs/decisions/020-inicio-charts.md): bars or lines over a money axis in SVG,
// sized to their box, and bars across in HTML, which wrap their names on a phone. Axes show money as money ($8 k);
// colours follow the light or dark mode; a pointer over a column shows its values, and each chart lists its values
// for screen readers. Screens build their charts from these (Inicio's, Mi tienda's).
import { alUsar } from '@aguavend/contract/al-usar';
import './grafica.css';
import { useEffect, useRef, useState } from 'react';
import { type ResolvedMode, useColorMode } from '../lib/color-mode.ts';
import { formatMoney } from '../lib/format.ts';

const corto = alUsar(() => new Intl.NumberFormat('es-MX', { notation: 'compact', maximumFractionDigits: 1 }));
/** `$8 k`, `$1.3 M`: an axis tick in pesos. */
export const dineroCorto = (v: number) => `$${corto().format(v)}`;

/** Bars, lines, text and grid that read on a white card and on a dark one (3:1 or more for the marks). */
export const PALETA: Record<
  ResolvedMode,
  {
    ventas: string;
    anterior: string;
    egresos: string;
    productos: string;
    texto: string;
    rejilla: string;
  }
> = {
  light: {
    ventas: '#0d6efd',
    anterior: '#6c757d',
    egresos: '#dc3545',
    productos: '#198754',
    texto: '#495057',
    rejilla: '#dee2e6',
  },
  dark: {
    ventas: '#6ea8fe',
    anterior: '#adb5bd',
    egresos: '#ea868f',
    productos: '#75b798',
    texto: '#ced4da',
    rejilla: '#495057',
  },
};
export const usePaleta = () => PALETA[useColorMode().resolved];

/** Ticks from 0 past `max`, a round step apart (1, 2, 2.5 or 5 times a power of ten), about `cuantas` of them. */
export function marcasDe(max: number, cuantas = 4): number[] {
  if (!(max > 0)) return [0];
  const bruto = max / cuantas;
  const potencia = 10 ** Math.floor(Math.log10(bruto));
  const paso = ([1, 2, 2.5, 5, 10].find((m) => m * potencia >= bruto) ?? 10) * potencia;
  return Array.from({ length: Math.ceil(max / paso - 1e-9) + 1 }, (_, i) => i * paso);
}

/**
 * The width of the element, followed as it changes; a guess until it is measured. The width comes from the
 * observer's reports, made after the browser's own layout: read from the element (`getBoundingClientRect`) as each
 * chart appeared, it forced a layout of the whole page, about 30 ms of a phone's first load of Inicio.
 */
function useAncho() {
  const ref = useRef<HTMLDivElement>(null);
  const [ancho, setAncho] = useState(640);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observador = new ResizeObserver(([e]) => {
      const borde = e?.borderBoxSize?.[0]?.inlineSize ?? e?.contentRect.width;
      if (borde !== undefined) setAncho(Math.max(240, Math.floor(borde)));
    });
    observador.observe(el);
    return () => observador.disconnect();
  }, []);
  return [ref, ancho] as const;
}

export type Serie = { nombre: string; color: string; valores: number[]; discontinua?: boolean };

/** What the chart shows, in words, for screen readers (the drawing itself is one image). */
function Valores({ categorias, series }: { categorias: string[]; series: Serie[] }) {
  return (
    <ul className="visually-hidden">
      {categorias.map((c, i) => (
        <li key={c}>
          {`${c}: ${series.map((s) => `${s.nombre} ${formatMoney(s.valores[i] ?? 0)}`).join('; ')}`}
        </li>
      ))}
    </ul>
  );
}

/** A series' colour and stroke, as in the chart. */
const Muestra = ({ serie }: { serie: Serie }) => (
  <span
    className="av-muestra me-1"
    style={{ borderTopColor: serie.color, borderTopStyle: serie.discontinua ? 'dashed' : 'solid' }}
  />
);

function Leyenda({ series }: { series: Serie[] }) {
  return (
    <ul className="list-inline small text-secondary mb-0 mt-2 text-center" aria-hidden="true">
      {series.map((s) => (
        <li key={s.nombre} className="list-inline-item me-3">
          <Muestra serie={s} />
          {s.nombre}
        </li>
      ))}
    </ul>
  );
}

const MARGEN = { izquierda: 60, derecha: 12, arriba: 12, abajo: 28 };
const ALTO = 260;

/**
 * Categories along the bottom and money up the side, as bars side by side or as lines; a pointer over a column
 * highlights it and shows its values. `titulos` are the columns' full names for that box (the axis may abbreviate).
 */
export function GraficaVertical({
  etiqueta,
  tipo,
  categorias,
  titulos = categorias,
  series,
}: {
  etiqueta: string;
  tipo: 'barras' | 'lineas';
  categorias: string[];
  titulos?: string[];
  series: Serie[];
}) {
  const c = usePaleta();
  const [ref, ancho] = useAncho();
  const [activo, setActivo] = useState<number | null>(null);
  const n = Math.max(1, categorias.length);
  const marcas = marcasDe(Math.max(0, ...series.flatMap((s) => s.valores)));
  const tope = marcas.at(-1) || 1;
  const anchoDibujo = ancho - MARGEN.izquierda - MARGEN.derecha;
  const altoDibujo = ALTO - MARGEN.arriba - MARGEN.abajo;
  const banda = anchoDibujo / n;
  const x = (i: number) => MARGEN.izquierda + banda * (i + 0.5);
  const y = (v: number) => MARGEN.arriba + altoDibujo * (1 - Math.max(0, v) / tope);
  // Every k-th label, so they never overlap.
  const largo = Math.max(...categorias.map((t) => t.length)) * 6.5 + 10;
  const cada = Math.max(1, Math.ceil(largo / banda));
  const grupo = banda * 0.72;
  const barra = grupo / series.length;
  return (
    <figure className="mb-0 position-relative" aria-label={etiqueta} ref={ref}>
      <svg width={ancho} height={ALTO} aria-hidden="true" onPointerLeave={() => setActivo(null)}>
        {marcas.map((m) => (
          <g key={m}>
            <line
              x1={MARGEN.izquierda}
              x2={ancho - MARGEN.derecha}
              y1={y(m)}
              y2={y(m)}
              stroke={c.rejilla}
              strokeDasharray={m === 0 ? undefined : '3 3'}
            />
            <text x={MARGEN.izquierda - 6} y={y(m)} dy="0.32em" textAnchor="end" fill={c.texto} fontSize={12}>
              {dineroCorto(m)}
            </text>
          </g>
        ))}
        {activo !== null && (
          <rect
            x={MARGEN.izquierda + banda * activo}
            y={MARGEN.arriba}
            width={banda}
            height={altoDibujo}
            fill={c.rejilla}
            opacity={0.45}
          />
        )}
        {categorias.map((t, i) =>
          i % cada === 0 ? (
            <text key={t} x={x(i)} y={ALTO - 8} textAnchor="middle" fill={c.texto} fontSize={12}>
              {t}
            </text>
          ) : null,
        )}
        {tipo === 'barras'
          ? series.map((s, k) =>
              s.valores.map((v, i) => (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its series and its column.
                  key={`${s.nombre}-${i}`}
                  className="av-barra"
                  data-valor={v}
                  x={x(i) - grupo / 2 + barra * k + 0.5}
                  y={y(v)}
                  width={Math.max(1, barra - 1)}
                  height={Math.max(0, y(0) - y(v))}
                  rx={2}
                  fill={s.color}
                />
              )),
            )
          : series.map((s) => (
              <g key={s.nombre} className="av-linea" data-serie={s.nombre}>
                <polyline
                  points={s.valores.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={2}
                  strokeDasharray={s.discontinua ? '5 4' : undefined}
                  strokeLinejoin="round"
                />
                {(n <= 40 || activo !== null) &&
                  s.valores.map((v, i) =>
                    n <= 40 || i === activo ? (
                      <circle
                        // biome-ignore lint/suspicious/noArrayIndexKey: a point is its column.
                        key={i}
                        cx={x(i)}
                        cy={y(v)}
                        r={i === activo ? 4 : 2.5}
                        fill={s.discontinua ? 'none' : s.color}
                        stroke={s.color}
                        strokeWidth={1.5}
                      />
                    ) : null,
                  )}
              </g>
            ))}
        {categorias.map((t, i) => (
          <rect
            key={t}
            x={MARGEN.izquierda + banda * i}
            y={MARGEN.arriba}
            width={banda}
            height={altoDibujo}
            fill="transparent"
            onPointerEnter={() => setActivo(i)}
          />
        ))}
      </svg>
      {activo !== null && (
        <div
          className="av-globo card shadow-sm small p-2"
          style={{ left: Math.min(Math.max(0, x(activo) - 90), ancho - 180), top: MARGEN.arriba }}
          aria-hidden="true"
        >
          <div className="fw-semibold mb-1">{titulos[activo]}</div>
          {series.map((s) => (
            <div key={s.nombre} className="text-nowrap">
              <Muestra serie={s} />
              {`${s.nombre}: ${formatMoney(s.valores[activo] ?? 0)}`}
            </div>
          ))}
        </div>
      )}
      <Leyenda series={series} />
      <Valores categorias={titulos} series={series} />
    </figure>
  );
}

/** Bars across, one row per category, its name above and its value beside: names wrap on a phone. */
export function BarrasHorizontales({
  etiqueta,
  categorias,
  series,
}: {
  etiqueta: string;
  categorias: string[];
  series: Serie[];
}) {
  const tope = Math.max(0, ...series.flatMap((s) => s.valores)) || 1;
  return (
    <figure className="mb-0" aria-label={etiqueta}>
      <ul className="list-unstyled mb-0 av-barras-h">
        {categorias.map((nombre, i) => (
          <li key={nombre} className="mb-2">
            <div className="small text-break">{nombre}</div>
            {series.map((s) => {
              const v = s.valores[i] ?? 0;
              return (
                <div key={s.nombre} className="d-flex align-items-center gap-2" title={s.nombre}>
                  <div className={`flex-grow-1 av-pista ${s.discontinua ? 'av-pista-anterior' : ''}`}>
                    <div
                      className="av-barra"
                      data-valor={v}
                      style={{ width: `${(Math.max(0, v) / tope) * 100}%`, backgroundColor: s.color }}
                    />
                  </div>
                  <span className={`small text-nowrap ${s.discontinua ? 'text-secondary' : 'fw-semibold'}`}>
                    <span className="visually-hidden">{`${s.nombre}: `}</span>
                    {formatMoney(v)}
                  </span>
                </div>
              );
            })}
          </li>
        ))}
      </ul>
      {series.length > 1 && <Leyenda series={series} />}
    </figure>
  );
}
