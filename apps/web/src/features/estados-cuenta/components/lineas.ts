// A commission line in words, as the statement and its printed page show it: what it pays for, on what base.
import { NOMBRES_BASES_IVA } from '@aguavend/contract/convenios';
import type { EstadoDetalle } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { formatPesos, formatQuantity, formatTasa } from '../../../lib/format.ts';

const ui = mensajes.estadosCuenta.ui;
type Linea = EstadoDetalle['lineas'][number];

const pct = (n: number) => n.toLocaleString('es-MX', { maximumFractionDigits: 4 });

/**
 * '10 % de las ventas con IVA — Máquina Centro', 'Renta proporcional (15 de 30 días)', 'Complemento al mínimo
 * garantizado'. A line does not carry its agreement's IVA base; the agreement's description (describirConvenio)
 * names it, so it is read from there.
 */
export function describirLinea(l: Linea, diasMes: number) {
  switch (l.concepto) {
    case 'PORCENTAJE': {
      const base = l.convenio.includes(NOMBRES_BASES_IVA.SIN_IVA)
        ? NOMBRES_BASES_IVA.SIN_IVA
        : NOMBRES_BASES_IVA.CON_IVA;
      return ui.lineaPorcentaje(pct(l.tasa), base, l.maquina);
    }
    case 'POR_UNIDAD':
      return ui.lineaPorUnidad(formatTasa(l.tasa), l.maquina);
    case 'POR_LITRO':
      return ui.lineaPorLitro(formatTasa(l.tasa), l.maquina);
    case 'RENTA':
      return l.cantidad < diasMes ? ui.lineaRentaProporcional(l.cantidad, diasMes) : ui.lineaRenta;
    case 'MINIMO':
      return ui.lineaMinimo;
  }
}

/** What the line's amount was worked out on: the sales, the units, the liters or the days. */
export function baseDeLinea(l: Linea) {
  switch (l.concepto) {
    case 'PORCENTAJE':
      return formatPesos(l.cantidad);
    case 'POR_UNIDAD':
      return `${formatQuantity(l.cantidad)} u.`;
    case 'POR_LITRO':
      return `${formatQuantity(l.cantidad)} L`;
    default:
      return ui.dias(l.cantidad);
  }
}
