// An independent model of the money rules (issue 42), written from contract §8 and decisions 023 and 025, not from
// the SQL: the property tests compare what the database computes with it. Plain TypeScript with exact rational
// arithmetic (bigint), so a rounding edge is decided by the rule and never by binary floating point.

/** An exact rational number n/d, d > 0. */
export type Q = { n: bigint; d: bigint };

const mcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};
const reducir = (n: bigint, d: bigint): Q => {
  const g = mcd(n, d);
  return { n: n / g, d: d / g };
};

/** A decimal written as text ("0.3750", "-12.5") or an integer, exactly. */
function q(v: string | number | bigint): Q {
  if (typeof v === 'bigint') return { n: v, d: 1n };
  const texto = typeof v === 'number' ? String(v) : v;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(texto);
  if (!m) throw new Error(`no es un decimal: ${texto}`);
  const decimales = m[3] ?? '';
  const n = BigInt(`${m[2]}${decimales}`) * (m[1] ? -1n : 1n);
  return reducir(n, 10n ** BigInt(decimales.length));
}
const suma = (a: Q, b: Q) => reducir(a.n * b.d + b.n * a.d, a.d * b.d);
const por = (a: Q, b: Q) => reducir(a.n * b.n, a.d * b.d);
const entre = (a: Q, b: Q) => reducir(a.n * b.d * (b.n < 0n ? -1n : 1n), a.d * (b.n < 0n ? -b.n : b.n));
const compara = (a: Q, b: Q) => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
const absoluto = (a: Q): Q => ({ n: a.n < 0n ? -a.n : a.n, d: a.d });
const mayor = (a: Q, b: Q) => (compara(a, b) >= 0 ? a : b);
const centavosQ = (c: bigint): Q => reducir(c, 100n);

/** x × 10^decimales rounded half up (away from zero for a negative), as an integer. */
export function redondear(x: Q, decimales: number): bigint {
  const escalado = absoluto(x).n * 10n ** BigInt(decimales);
  const redondo = (2n * escalado + x.d) / (2n * x.d);
  return x.n < 0n ? -redondo : redondo;
}
/** Contract §8: an amount is rounded to centavos half up, once. In centavos. */
const aCentavos = (x: Q) => redondear(x, 2);
/** An exact value as the nearest double, the same one the API's JSON number parses to. */
export const numero = (x: Q) => Number(x.n) / Number(x.d);
/** Centavos as the API's JSON number (the same double as parsing "51.38"). */
export const pesos = (c: bigint) => Number(c) / 100;

// ——— Cortes (contract §8 "Corte", decision 023) ———

/** The denominations a collector counts, in centavos. */
const DENOMINACION_CENTAVOS: Record<string, bigint> = {
  m050: 50n,
  m1: 100n,
  m2: 200n,
  m5: 500n,
  m10: 1000n,
  m20: 2000n,
  b20: 2000n,
  b50: 5000n,
  b100: 10000n,
  b200: 20000n,
  b500: 50000n,
  b1000: 100000n,
};

export type Tolerancia = { monto: string; porcentaje: string };
export type CorteModelo = {
  lectura_anterior: number;
  litros: number;
  precio_litro: Q;
  esperado: bigint;
  contado: bigint;
  diferencia: bigint;
  /** The allowed difference, in centavos: max(monto, porcentaje % of expected rounded to centavos). */
  tolerancia: bigint;
  fuera_de_tolerancia: boolean;
};

/**
 * One corte: liters = reading − previous reading; expected = round(liters × price per liter, 2); counted = Σ pieces ×
 * denomination; difference = counted − expected; out of tolerance when |difference| > max(monto, % of expected).
 */
export function corte(
  lectura_anterior: number,
  lectura: number,
  precio_litro: Q,
  efectivo: Record<string, number>,
  tol: Tolerancia,
): CorteModelo {
  const litros = lectura - lectura_anterior;
  const esperado = aCentavos(por(q(litros), precio_litro));
  let contado = 0n;
  for (const [clave, piezas] of Object.entries(efectivo))
    contado += DENOMINACION_CENTAVOS[clave]! * BigInt(piezas);
  const diferencia = contado - esperado;
  // The percentage's share is an amount, so it is rounded to centavos like every amount (§8) before the comparison:
  // the tolerance the collector is told ("$0.12") is the one applied, and a difference equal to it is inside.
  const porcentaje = aCentavos(
    por(centavosQ(esperado < 0n ? -esperado : esperado), entre(q(tol.porcentaje), q(100))),
  );
  const limite = mayor(q(tol.monto), centavosQ(porcentaje));
  return {
    lectura_anterior,
    litros,
    precio_litro,
    esperado,
    contado,
    diferencia,
    tolerancia: aCentavos(limite),
    fuera_de_tolerancia: compara(absoluto(centavosQ(diferencia)), limite) > 0,
  };
}

/**
 * A machine's chain of cortes: each starts at the previous reading, and is priced with the price in force, the
 * machine's initial one or the newest `precio_nuevo` set by an earlier corte (it rules from the next period on).
 */
export function cadenaCortes(
  inicial: { lectura: number; precio: string },
  cortes: { lectura: number; efectivo: Record<string, number>; precio_nuevo?: string }[],
  tol: Tolerancia,
): CorteModelo[] {
  let lectura = inicial.lectura;
  let precio = q(inicial.precio);
  return cortes.map((c) => {
    const r = corte(lectura, c.lectura, precio, c.efectivo, tol);
    lectura = c.lectura;
    if (c.precio_nuevo !== undefined) precio = q(c.precio_nuevo);
    return r;
  });
}

/**
 * A POR_VENTA corte (contract §8 tolerance, §9 liters; issue 43): its cash is owed for the sales recorded in its
 * period, so expected = Σ their amounts, judged against the cash with the same money tolerance; and the meter's
 * liters are held against the liters those sales imply (Σ cantidad × liters per unit), out when the difference is
 * more than max(1 % of the metered liters, 5 L). A base corte (the machine's first, with no starting reading) starts
 * the meter: 0 liters, not compared.
 */
export function cortePorVenta(
  d: {
    lectura_anterior: number | null;
    lectura: number;
    ventas: { cantidad: number; precio: string; litros_por_unidad: string }[];
    efectivo: Record<string, number>;
  },
  tol: Tolerancia,
) {
  const base = d.lectura_anterior === null;
  const litros = base ? 0 : d.lectura - (d.lectura_anterior as number);
  let esperado = 0n;
  let ventas_litros = q(0);
  for (const v of d.ventas) {
    esperado += montoVenta(v);
    ventas_litros = suma(ventas_litros, por(q(v.cantidad), q(v.litros_por_unidad)));
  }
  // The money side is a corte priced at its sales: one liter at exactly the expected amount.
  const dinero = corte(0, 1, centavosQ(esperado), d.efectivo, tol);
  const diferencia_litros = suma(q(litros), por(ventas_litros, q(-1)));
  const tolerancia_litros = mayor(q(5), por(q(litros), q('0.01')));
  return {
    litros,
    esperado: dinero.esperado,
    contado: dinero.contado,
    diferencia: dinero.diferencia,
    tolerancia: dinero.tolerancia,
    fuera_de_tolerancia: dinero.fuera_de_tolerancia,
    ventas_litros,
    diferencia_litros,
    tolerancia_litros,
    litros_fuera_de_tolerancia: !base && compara(absoluto(diferencia_litros), tolerancia_litros) > 0,
  };
}

// ——— Days and months in the business time zone ———

/** 'YYYY-MM-DD' of an instant in `tz`, by the platform's time zone data (not the database's). */
export function diaLocal(instante: string | Date, tz: string) {
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instante));
  const p = (t: string) => partes.find((x) => x.type === t)?.value;
  return `${p('year')}-${p('month')}-${p('day')}`;
}
export const mesDe = (dia: string) => dia.slice(0, 7);
export const sumarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const diasDelMes = (mes: string) => {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(a, m, 0)).getUTCDate();
};
const diasDe = (mes: string) =>
  Array.from({ length: diasDelMes(mes) }, (_, i) => `${mes}-${String(i + 1).padStart(2, '0')}`);
export const mesSiguiente = (mes: string, n = 1) => {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(a, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
const dentro = (dia: string, desde: string, hasta: string | null) =>
  desde <= dia && (hasta === null || dia <= hasta);

// ——— Placements and agreements (decision 025) ———

/** A machine stood at a store from `desde` to `hasta`, both days inclusive (`null`: still there). */
export type Colocacion = { maquina: number; tienda: number; desde: string; hasta: string | null };

/** The store where a machine stood on a day, if any. */
export const tiendaDelDia = (colocaciones: Colocacion[], maquina: number, dia: string) =>
  colocaciones.find((c) => c.maquina === maquina && dentro(dia, c.desde, c.hasta))?.tienda;

export type TipoConvenio = 'PORCENTAJE' | 'POR_UNIDAD' | 'POR_LITRO' | 'RENTA_FIJA' | 'MIXTO';
export type Convenio = {
  id: number;
  tienda: number;
  tipo: TipoConvenio;
  desde: string;
  hasta: string | null;
  porcentaje?: string;
  base_iva?: 'CON_IVA' | 'SIN_IVA';
  monto_unidad?: string;
  productos?: number[];
  monto_litro?: string;
  renta?: string;
  minimo?: string;
};

/** A new agreement from D ends the store's agreement still in force on D − 1 (agreements come in `desde` order). */
export function encadenarConvenios(convenios: Convenio[]): Convenio[] {
  const fuera: Convenio[] = [];
  for (const c of convenios) {
    for (const previo of fuera) {
      if (previo.tienda === c.tienda && (previo.hasta === null || previo.hasta >= c.desde))
        previo.hasta = sumarDias(c.desde, -1);
    }
    fuera.push({ ...c });
  }
  return fuera;
}

export type Venta = {
  maquina: number;
  producto: number;
  /** The product's IVA rate, "0.16". */
  iva: string;
  cantidad: number;
  /** Two decimals, IVA included. */
  precio: string;
  instante: string;
};
export type CorteLitros = { maquina: number; instante: string; litros: number };

export type Concepto = 'PORCENTAJE' | 'POR_UNIDAD' | 'POR_LITRO' | 'RENTA' | 'MINIMO';
export type Linea = {
  convenio: number;
  concepto: Concepto;
  maquina: number | null;
  cantidad: Q;
  importe: bigint;
};

/** A sale's amount: importe = round(cantidad × precio, 2), once per line (contract §8). */
export const montoVenta = (v: { cantidad: number; precio: string }) =>
  aCentavos(por(q(v.cantidad), q(v.precio)));

/**
 * A month's commission lines (decision 025): a sale and a corte count for the store where their machine stood on
 * their local day, under the store's agreement in force that day. Per agreement and machine: PORCENTAJE (sales with
 * or without IVA × % / 100), POR_UNIDAD (units of its products × amount), POR_LITRO (the cortes' liters × amount).
 * Per agreement: RENTA = rent × days it was in force with a machine there / days of the month; MINIMO = that share
 * of the minimum less the agreement's other lines, when positive. Each line rounded once; zero lines left out.
 */
export function comisiones(
  mes: string,
  tz: string,
  d: { colocaciones: Colocacion[]; convenios: Convenio[]; ventas: Venta[]; cortes: CorteLitros[] },
): Linea[] {
  const dias = diasDe(mes);
  const convenioDe = (tienda: number, dia: string) =>
    d.convenios.find((c) => c.tienda === tienda && dentro(dia, c.desde, c.hasta));
  const lineas: Linea[] = [];
  const cero = q(0);
  for (const c of d.convenios) {
    const porMaquina = new Map<number, { base: Q; unidades: Q; litros: Q }>();
    const de = (maquina: number) => {
      const a = porMaquina.get(maquina) ?? { base: cero, unidades: cero, litros: cero };
      porMaquina.set(maquina, a);
      return a;
    };
    const cuenta = (maquina: number, instante: string) => {
      const dia = diaLocal(instante, tz);
      if (mesDe(dia) !== mes) return false;
      const tienda = tiendaDelDia(d.colocaciones, maquina, dia);
      return tienda === c.tienda && convenioDe(tienda, dia)?.id === c.id;
    };
    for (const v of d.ventas) {
      if (!cuenta(v.maquina, v.instante)) continue;
      const a = de(v.maquina);
      const monto = centavosQ(montoVenta(v));
      a.base = suma(a.base, c.base_iva === 'SIN_IVA' ? entre(monto, suma(q(1), q(v.iva))) : monto);
      if (c.productos?.includes(v.producto)) a.unidades = suma(a.unidades, q(v.cantidad));
    }
    for (const k of d.cortes)
      if (cuenta(k.maquina, k.instante)) de(k.maquina).litros = suma(de(k.maquina).litros, q(k.litros));

    const propias: Linea[] = [];
    const linea = (concepto: Concepto, maquina: number | null, cantidad: Q, importe: Q) =>
      propias.push({ convenio: c.id, concepto, maquina, cantidad, importe: aCentavos(importe) });
    for (const [maquina, a] of [...porMaquina].sort(([x], [y]) => x - y)) {
      if (c.porcentaje !== undefined)
        linea('PORCENTAJE', maquina, a.base, por(a.base, entre(q(c.porcentaje), q(100))));
      if (c.monto_unidad !== undefined)
        linea('POR_UNIDAD', maquina, a.unidades, por(a.unidades, q(c.monto_unidad)));
      if (c.monto_litro !== undefined) linea('POR_LITRO', maquina, a.litros, por(a.litros, q(c.monto_litro)));
    }
    const conMaquina = dias.filter(
      (dia) =>
        dentro(dia, c.desde, c.hasta) &&
        d.colocaciones.some((p) => p.tienda === c.tienda && dentro(dia, p.desde, p.hasta)),
    ).length;
    const parte = entre(q(conMaquina), q(dias.length));
    if (c.renta !== undefined) linea('RENTA', null, q(conMaquina), por(q(c.renta), parte));
    if (c.minimo !== undefined) {
      const garantizado = aCentavos(por(q(c.minimo), parte));
      const resto = garantizado - propias.reduce((s, l) => s + l.importe, 0n);
      if (resto > 0n)
        propias.push({
          convenio: c.id,
          concepto: 'MINIMO',
          maquina: null,
          cantidad: q(conMaquina),
          importe: resto,
        });
    }
    lineas.push(...propias.filter((l) => l.importe !== 0n));
  }
  return lineas;
}

export type MaquinaEstado = { dias: number; unidades: number; litros: number; ventas: bigint };

/**
 * The machines a store's statement lists (decision 025): each that stood there in the month, with its days there and
 * the units, amount and corte liters counted for the store (by their local day), whatever the agreement.
 */
export function maquinasDelEstado(
  mes: string,
  tz: string,
  tienda: number,
  d: { colocaciones: Colocacion[]; ventas: Venta[]; cortes: CorteLitros[] },
) {
  const r = new Map<number, MaquinaEstado>();
  for (const dia of diasDe(mes)) {
    for (const p of d.colocaciones) {
      if (p.tienda !== tienda || !dentro(dia, p.desde, p.hasta)) continue;
      const m = r.get(p.maquina) ?? { dias: 0, unidades: 0, litros: 0, ventas: 0n };
      r.set(p.maquina, { ...m, dias: m.dias + 1 });
    }
  }
  const aqui = (maquina: number, instante: string) => {
    const dia = diaLocal(instante, tz);
    return mesDe(dia) === mes && tiendaDelDia(d.colocaciones, maquina, dia) === tienda;
  };
  for (const v of d.ventas) {
    const m = r.get(v.maquina);
    if (m && aqui(v.maquina, v.instante))
      r.set(v.maquina, { ...m, unidades: m.unidades + v.cantidad, ventas: m.ventas + montoVenta(v) });
  }
  for (const k of d.cortes) {
    const m = r.get(k.maquina);
    if (m && aqui(k.maquina, k.instante)) r.set(k.maquina, { ...m, litros: m.litros + k.litros });
  }
  return r;
}

// ——— Statements and payments (contract §8 "Proration", decision 025) ———

export type Pago = { fecha: string; monto: bigint };
export type SaldoMes = {
  mes: string;
  total: bigint;
  pagado: bigint;
  pendiente: bigint;
  saldo_anterior: bigint;
  saldo: bigint;
};

/**
 * A store's statements (`total` = commission + adjustments, each ≥ 0, months in any order): every payment, whatever
 * its date, settles the oldest unpaid month first; the balance of a month is what was owed before it (earlier
 * totals less payments dated before it) plus its total less the payments dated in it.
 */
export function saldos(meses: { mes: string; total: bigint }[], pagos: Pago[]): SaldoMes[] {
  const orden = [...meses].sort((a, b) => a.mes.localeCompare(b.mes));
  let bolsa = pagos.reduce((s, p) => s + p.monto, 0n);
  return orden.map(({ mes, total }) => {
    // biome-ignore lint/complexity/useMathMinMax: Math.min takes no bigint.
    const pagado = bolsa < total ? bolsa : total;
    bolsa -= pagado;
    const antes = orden.filter((o) => o.mes < mes).reduce((s, o) => s + o.total, 0n);
    const pagadoAntes = pagos.filter((p) => p.fecha < `${mes}-01`).reduce((s, p) => s + p.monto, 0n);
    const delMes = pagos.filter((p) => mesDe(p.fecha) === mes).reduce((s, p) => s + p.monto, 0n);
    const saldo_anterior = antes - pagadoAntes;
    return {
      mes,
      total,
      pagado,
      pendiente: total - pagado,
      saldo_anterior,
      saldo: saldo_anterior + total - delMes,
    };
  });
}

// ——— Sales roll-ups (decision 005, 021, 025) ———

export type VentaActiva = {
  maquina: number;
  producto: number;
  cantidad: number;
  monto: bigint;
  instante: string;
};
export type Suma = { unidades: number; monto: bigint; ventas: number };

/** GROUP BY `clave` of the active sales: units, amount and number of sales. */
export function agrupar(ventas: VentaActiva[], clave: (v: VentaActiva) => string | undefined) {
  const r = new Map<string, Suma>();
  for (const v of ventas) {
    const k = clave(v);
    if (k === undefined) continue;
    const s = r.get(k) ?? { unidades: 0, monto: 0n, ventas: 0 };
    r.set(k, { unidades: s.unidades + v.cantidad, monto: s.monto + v.monto, ventas: s.ventas + 1 });
  }
  return r;
}
