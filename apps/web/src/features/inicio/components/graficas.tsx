// The home charts (recharts), in their own chunk: the last 12 months and the sales per product. Axes show money as
// money ($8 k); colors follow the light or dark mode.
import { mensajes } from '@aguavend/contract/messages';
import type { SerieMensualFila, TotalAnualFila } from '@aguavend/contract/ventas';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type ResolvedMode, useColorMode } from '../../../lib/color-mode.ts';
import { formatMoney } from '../../../lib/format.ts';

const ui = mensajes.inicio;
const corto = new Intl.NumberFormat('es-MX', { notation: 'compact', maximumFractionDigits: 1 });
const mesCorto = (mes: string) =>
  new Intl.DateTimeFormat('es-MX', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${mes}-01T00:00:00Z`),
  );
const dinero = (v: unknown) => formatMoney(Number(v));
/** `$8 k`, `$1.3 M`: an axis tick in pesos. */
export const dineroCorto = (v: number) => `$${corto.format(v)}`;

/** Bars, text and grid that read on a white card and on a dark one (3:1 or more for the bars). */
const PALETA: Record<
  ResolvedMode,
  { ventas: string; egresos: string; productos: string; texto: string; rejilla: string; fondo: string }
> = {
  light: {
    ventas: '#0d6efd',
    egresos: '#dc3545',
    productos: '#198754',
    texto: '#495057',
    rejilla: '#dee2e6',
    fondo: '#fff',
  },
  dark: {
    ventas: '#6ea8fe',
    egresos: '#ea868f',
    productos: '#75b798',
    texto: '#ced4da',
    rejilla: '#495057',
    fondo: '#212529',
  },
};

function useColores() {
  const c = PALETA[useColorMode().resolved];
  return {
    c,
    tick: { fill: c.texto, fontSize: 12 },
    tooltip: {
      contentStyle: { background: c.fondo, borderColor: c.rejilla, color: c.texto },
      itemStyle: { color: c.texto },
      labelStyle: { color: c.texto },
      cursor: { fill: c.rejilla, opacity: 0.4 },
    },
  };
}

export function GraficaMeses({ serie }: { serie: SerieMensualFila[] }) {
  const datos = serie.map((s) => ({
    mes: mesCorto(s.mes),
    ventas: s.total_ventas,
    egresos: s.total_egresos,
  }));
  const { c, tick, tooltip } = useColores();
  return (
    <figure className="mb-0" aria-label={ui.graficaMeses}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={datos} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={c.rejilla} />
          <XAxis dataKey="mes" tick={tick} stroke={c.rejilla} />
          <YAxis tickFormatter={dineroCorto} tick={tick} stroke={c.rejilla} width={56} />
          <Tooltip formatter={dinero} {...tooltip} />
          <Legend />
          <Bar dataKey="ventas" name={ui.serieVentas} fill={c.ventas} radius={[3, 3, 0, 0]} />
          <Bar dataKey="egresos" name={ui.serieEgresos} fill={c.egresos} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function GraficaProductos({ anual }: { anual: TotalAnualFila[] }) {
  const ultimo = Math.max(...anual.map((a) => a.año));
  const datos = anual
    .filter((a) => a.año === ultimo)
    .map((a) => ({ producto: a.nombre_producto, subtotal: a.subtotal_anual }))
    .sort((a, b) => b.subtotal - a.subtotal);
  const { c, tick, tooltip } = useColores();
  return (
    <figure className="mb-0" aria-label={`${ui.graficaProductos} ${ultimo}`}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={datos} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={c.rejilla} />
          <XAxis type="number" tickFormatter={dineroCorto} tick={tick} stroke={c.rejilla} />
          <YAxis type="category" dataKey="producto" width={140} tick={tick} stroke={c.rejilla} />
          <Tooltip formatter={dinero} {...tooltip} />
          <Bar dataKey="subtotal" name={ui.serieVentas} fill={c.productos} radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
