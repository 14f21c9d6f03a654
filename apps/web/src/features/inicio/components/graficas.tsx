// The home charts (recharts), in their own chunk: the last 12 months and the sales per product.
import { mensajes } from '@aguavend/contract/messages';
import type { SerieMensualFila, TotalAnualFila } from '@aguavend/contract/ventas';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../lib/format.ts';

const ui = mensajes.inicio;
const corto = new Intl.NumberFormat('es-MX', { notation: 'compact', maximumFractionDigits: 1 });
const mesCorto = (mes: string) =>
  new Intl.DateTimeFormat('es-MX', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${mes}-01T00:00:00Z`),
  );
const dinero = (v: unknown) => formatMoney(Number(v));

export function GraficaMeses({ serie }: { serie: SerieMensualFila[] }) {
  const datos = serie.map((s) => ({
    mes: mesCorto(s.mes),
    ventas: s.total_ventas,
    egresos: s.total_egresos,
  }));
  return (
    <figure className="mb-0" aria-label={ui.graficaMeses}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={datos} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="mes" fontSize={12} />
          <YAxis tickFormatter={(v) => corto.format(v)} fontSize={12} width={48} />
          <Tooltip formatter={dinero} />
          <Legend />
          <Bar dataKey="ventas" name={ui.serieVentas} fill="#0d6efd" radius={[3, 3, 0, 0]} />
          <Bar dataKey="egresos" name={ui.serieEgresos} fill="#dc3545" radius={[3, 3, 0, 0]} />
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
  return (
    <figure className="mb-0" aria-label={`${ui.graficaProductos} ${ultimo}`}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={datos} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={(v) => corto.format(v)} fontSize={12} />
          <YAxis type="category" dataKey="producto" width={140} fontSize={12} />
          <Tooltip formatter={dinero} />
          <Bar dataKey="subtotal" name={ui.serieVentas} fill="#198754" radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
