// The home charts (docs/decisions/020-inicio-charts.md), built from the panel's hand-drawn ones
// (components/grafica.tsx): 12 months of a machine, its products, and the business's series and products.
import { alUsar } from '@aguavend/contract/al-usar';
import { mensajes } from '@aguavend/contract/messages';
import type { ProductoNegocioFila, SerieNegocioFila } from '@aguavend/contract/negocio';
import type { SerieMensualFila, TotalAnualFila } from '@aguavend/contract/ventas';
import './inicio.css';
import { BarrasHorizontales, GraficaVertical, usePaleta } from '../../../components/grafica.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';

const ui = mensajes.inicio;
const mesLargo = alUsar(
  () => new Intl.DateTimeFormat('es-MX', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
/** `nov 2026` of a `YYYY-MM` month. */
const mesCorto = (mes: string) => mesLargo().format(new Date(`${mes}-01T00:00:00Z`));

/** A machine's last 12 months: sales and expenses side by side. */
export function GraficaMeses({ serie }: { serie: SerieMensualFila[] }) {
  const c = usePaleta();
  return (
    <GraficaVertical
      etiqueta={ui.graficaMeses}
      tipo="barras"
      categorias={serie.map((s) => mesCorto(s.mes))}
      series={[
        { nombre: ui.serieVentas, color: c.ventas, valores: serie.map((s) => s.total_ventas) },
        { nombre: ui.serieEgresos, color: c.egresos, valores: serie.map((s) => s.total_egresos) },
      ]}
    />
  );
}

/** A machine's sales per product in its latest year, most sold first. */
export function GraficaProductos({ anual }: { anual: TotalAnualFila[] }) {
  const c = usePaleta();
  const ultimo = Math.max(...anual.map((a) => a.año));
  const datos = anual.filter((a) => a.año === ultimo).sort((a, b) => b.subtotal_anual - a.subtotal_anual);
  return (
    <BarrasHorizontales
      etiqueta={`${ui.graficaProductos} ${ultimo}`}
      categorias={datos.map((a) => a.nombre_producto)}
      series={[{ nombre: ui.serieVentas, color: c.productos, valores: datos.map((a) => a.subtotal_anual) }]}
    />
  );
}

/** A point of the business's series on the axis (`05/11`, `nov 2026`) and in full (`05/11/2026`, `nov 2026`). */
const puntoCorto = (p: string) => (p.length === 7 ? mesCorto(p) : formatCalendarDay(p).slice(0, 5));
const puntoLargo = (p: string) => (p.length === 7 ? mesCorto(p) : formatCalendarDay(p));

/** The period's sales per day (or month) against the previous period's at the same place. */
export function GraficaSerieNegocio({ serie }: { serie: SerieNegocioFila[] }) {
  const c = usePaleta();
  return (
    <GraficaVertical
      etiqueta={ui.graficaSerie}
      tipo="lineas"
      categorias={serie.map((s) => puntoCorto(s.punto))}
      titulos={serie.map((s) => puntoLargo(s.punto))}
      series={[
        { nombre: ui.serieActual, color: c.ventas, valores: serie.map((s) => s.ventas) },
        {
          nombre: ui.serieAnterior,
          color: c.anterior,
          valores: serie.map((s) => s.ventas_anterior),
          discontinua: true,
        },
      ]}
    />
  );
}

/** The period's sales per product, most sold first, over the previous period's. */
export function GraficaProductosNegocio({ productos }: { productos: ProductoNegocioFila[] }) {
  const c = usePaleta();
  return (
    <BarrasHorizontales
      etiqueta={ui.productosPeriodo}
      categorias={productos.map((p) => p.nombre)}
      series={[
        { nombre: ui.serieActual, color: c.productos, valores: productos.map((p) => p.ventas) },
        {
          nombre: ui.serieAnterior,
          color: c.anterior,
          valores: productos.map((p) => p.ventas_anterior),
          discontinua: true,
        },
      ]}
    />
  );
}
