// Agreements (convenios, issue 18): what a host store is paid, from a day and optionally until a day. Amounts are
// worked out by the database (drizzle/0020 `cuentas_comisiones`), rounded to centavos once per statement line.
import { z } from 'zod';
import { dia, dinero, id, idElegido, textoOpcional } from './common.ts';
import { tasa } from './cortes.ts';
import { mensajes } from './messages.ts';

const m = mensajes.convenios;

export const TIPOS_CONVENIO = ['PORCENTAJE', 'POR_UNIDAD', 'POR_LITRO', 'RENTA_FIJA', 'MIXTO'] as const;
export type TipoConvenio = (typeof TIPOS_CONVENIO)[number];
export const NOMBRES_TIPOS_CONVENIO: Record<TipoConvenio, string> = {
  PORCENTAJE: 'Porcentaje de las ventas',
  POR_UNIDAD: 'Monto por unidad',
  POR_LITRO: 'Monto por litro',
  RENTA_FIJA: 'Renta fija mensual',
  MIXTO: 'Renta más porcentaje',
};

/** Whether a percentage applies to the sales as charged (prices include IVA) or to their base without IVA. */
export const BASES_IVA = ['CON_IVA', 'SIN_IVA'] as const;
export type BaseIva = (typeof BASES_IVA)[number];
export const NOMBRES_BASES_IVA: Record<BaseIva, string> = {
  CON_IVA: 'ventas con IVA',
  SIN_IVA: 'ventas sin IVA',
};

/** Which amounts each type takes; the others must be left out (the database checks the same). */
export const CAMPOS_CONVENIO: Record<TipoConvenio, readonly string[]> = {
  PORCENTAJE: ['porcentaje', 'base_iva'],
  POR_UNIDAD: ['monto_unidad', 'productos'],
  POR_LITRO: ['monto_litro'],
  RENTA_FIJA: ['renta'],
  MIXTO: ['renta', 'porcentaje', 'base_iva'],
};

/** A percentage: more than 0, at most 100, at most 4 decimals. */
const porcentaje = z
  .number({ error: m.porcentajeInvalido })
  .gt(0, { error: m.porcentajeInvalido })
  .max(100, { error: m.porcentajeInvalido })
  .refine((v) => Math.round(v * 10_000) / 10_000 === v, { error: m.porcentajeInvalido });

export const ConvenioNuevoSchema = z
  .object({
    id_tienda: idElegido(m.debeSeleccionarTienda),
    tipo: z.enum(TIPOS_CONVENIO, { error: m.tipoInvalido }),
    desde: dia,
    hasta: dia.nullish(),
    porcentaje: porcentaje.nullish(),
    base_iva: z.enum(BASES_IVA, { error: m.baseIvaInvalida }).nullish(),
    monto_unidad: tasa(m.montoUnidadInvalido).nullish(),
    productos: z.array(id(), { error: m.productosRequeridos }).max(100).nullish(),
    monto_litro: tasa(m.montoLitroInvalido).nullish(),
    renta: dinero(m.rentaInvalida).nullish(),
    minimo: dinero(m.minimoInvalido).nullish(),
    notas: textoOpcional(255),
  })
  .superRefine((c, ctx) => {
    const requeridos: Record<string, string> = {
      porcentaje: m.porcentajeInvalido,
      base_iva: m.baseIvaInvalida,
      monto_unidad: m.montoUnidadInvalido,
      productos: m.productosRequeridos,
      monto_litro: m.montoLitroInvalido,
      renta: m.rentaInvalida,
    };
    const propios = CAMPOS_CONVENIO[c.tipo];
    for (const [campo, mensaje] of Object.entries(requeridos)) {
      const valor = c[campo as keyof typeof c];
      const dado = valor !== null && valor !== undefined && !(Array.isArray(valor) && valor.length === 0);
      if (propios.includes(campo) && !dado) ctx.addIssue({ code: 'custom', path: [campo], message: mensaje });
      if (!propios.includes(campo) && dado)
        ctx.addIssue({ code: 'custom', path: [campo], message: m.campoAjeno });
    }
    if (c.hasta && c.hasta < c.desde)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: m.hastaAntes });
  });
export type ConvenioNuevo = z.input<typeof ConvenioNuevoSchema>;

export const ConvenioSchema = z.object({
  id_convenio: z.number(),
  id_tienda: z.number(),
  tienda: z.string(),
  tipo: z.enum(TIPOS_CONVENIO),
  desde: z.string(),
  hasta: z.string().nullable(),
  porcentaje: z.number().nullable(),
  base_iva: z.enum(BASES_IVA).nullable(),
  monto_unidad: z.number().nullable(),
  productos: z.array(z.object({ id_producto: z.number(), nombre: z.string() })),
  monto_litro: z.number().nullable(),
  renta: z.number().nullable(),
  minimo: z.number().nullable(),
  notas: z.string().nullable(),
});
export type Convenio = z.infer<typeof ConvenioSchema>;

/** POST /convenio: a store's agreements, the newest first. */
export const ConveniosListaSchema = z.object({ id_tienda: id() });
/** POST /convenio/eliminar: only a store's newest agreement, in open months (the one before it is reopened). */
export const IdConvenioSchema = z.object({ id_convenio: id() });

const dinero$ = (v: number) =>
  v.toLocaleString('es-MX', {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });

/** An agreement in words, as the screens and the printed statement show it. */
export function describirConvenio(
  c: Omit<Convenio, 'id_convenio' | 'id_tienda' | 'tienda' | 'desde' | 'hasta' | 'notas'>,
) {
  const pct =
    c.porcentaje !== null
      ? `${c.porcentaje.toLocaleString('es-MX', { maximumFractionDigits: 4 })} % de las ${NOMBRES_BASES_IVA[c.base_iva ?? 'CON_IVA']}`
      : '';
  const partes: string[] = [];
  if (c.tipo === 'PORCENTAJE') partes.push(pct);
  if (c.tipo === 'POR_UNIDAD')
    partes.push(
      `${dinero$(c.monto_unidad ?? 0)} por unidad de ${c.productos.map((p) => p.nombre).join(', ')}`,
    );
  if (c.tipo === 'POR_LITRO') partes.push(`${dinero$(c.monto_litro ?? 0)} por litro`);
  if (c.tipo === 'RENTA_FIJA') partes.push(`Renta de ${dinero$(c.renta ?? 0)} al mes`);
  if (c.tipo === 'MIXTO') partes.push(`Renta de ${dinero$(c.renta ?? 0)} al mes más ${pct}`);
  if (c.minimo !== null) partes.push(`mínimo garantizado de ${dinero$(c.minimo)} al mes`);
  return partes.join('; ');
}
