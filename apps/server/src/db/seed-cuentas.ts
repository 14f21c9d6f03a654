// Demo host stores' accounts (issue 18): where each machine stands, an agreement of each type, a machine moved
// mid-month, statements for every month of the history, the older months closed, payments (one covering two
// months, the last month partly paid), adjustments, and a store's own user who sees only "Abarrotes Doña Mary".
import { sql } from 'drizzle-orm';
import { cerrarMes, generarEstados } from '../modules/cuentas/estados.repository.ts';
import type { Db } from './client.ts';
import {
  ajustesTienda,
  convenioProductos,
  convenios,
  domicilios,
  estadosCuentaSaldos,
  pagosTienda,
  tiendas,
  ubicaciones,
  usuarioTienda,
} from './schema/index.ts';

type Maquina = { id_maquina: number; nombre: string };
type Contexto = {
  idAdmin: number;
  /** The first day of the history and today, `YYYY-MM-DD` in the business zone. */
  desde: string;
  hoy: string;
  /** The day the out-of-service machine stopped selling. */
  retiro: string;
  maquinas: Record<'centro' | 'mercado' | 'plaza' | 'bodega' | 'jardines' | 'palmas', Maquina>;
  /** When the two new machines were installed. */
  instaladas: { jardines: string; palmas: string };
  tiendas: { fuente: number; mary: number };
  productos: { relleno: number; nuevo: number };
  /** The store user's id (linked to Doña Mary). */
  idUsuarioTienda: number;
};

/** `dia` moved by whole months (the first of a month stays the first). */
const meses = (dia: string, n: number) => {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};

/** The day before `dia`. */
const diaAntes = (dia: string) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function nuevaTienda(
  db: Db,
  idAdmin: number,
  t: { nombre: string; razon: string; rfc: string; tipo: 'FISICA' | 'MORAL' },
) {
  const [fila] = await db
    .insert(tiendas)
    .values({
      nombre_comercial: t.nombre,
      razon_social: t.razon,
      rfc: t.rfc,
      tipo_persona: t.tipo,
      id_usuario: idAdmin,
    })
    .returning({ id_tienda: tiendas.id_tienda });
  if (!fila) throw new Error(`No se pudo crear la tienda ${t.nombre}`);
  return fila.id_tienda;
}

export async function seedCuentas(db: Db, c: Contexto) {
  const { idAdmin, desde, hoy } = c;
  const mesActual = `${hoy.slice(0, 7)}-01`;
  const domicilio = async (id_tienda: number, d: Omit<typeof domicilios.$inferInsert, 'id_tienda'>) => {
    const [f] = await db
      .insert(domicilios)
      .values({ id_tienda, ...d })
      .returning({ id: domicilios.id_domicilio });
    if (!f) throw new Error('No se pudo crear un domicilio de la demostración');
    return f.id;
  };
  const mexicano = (
    calle: string,
    numero: string,
    colonia: string,
    cp: string,
    cruces: [string, string],
    referencias: string,
  ) => ({
    es_sucursal: 'NO',
    calle,
    numero_ext: numero,
    colonia,
    codigo_postal: cp,
    municipio: 'Mérida',
    estado: 'Yucatán',
    primer_cruzamiento: cruces[0],
    segundo_cruzamiento: cruces[1],
    referencias,
  });

  // Four more stores, one with the generic RFC of a business that has none of its own.
  const sol = await nuevaTienda(db, idAdmin, {
    nombre: 'Mini Súper El Sol',
    razon: 'Mini Súper El Sol',
    rfc: 'XAXX010101000',
    tipo: 'FISICA',
  });
  const lupita = await nuevaTienda(db, idAdmin, {
    nombre: 'Papelería Lupita',
    razon: 'Guadalupe Pech Canul',
    rfc: 'PECG780905QW2',
    tipo: 'FISICA',
  });
  const esperanza = await nuevaTienda(db, idAdmin, {
    nombre: 'Tortillería La Esperanza',
    razon: 'Tortillas La Esperanza S.A. de C.V.',
    rfc: 'TES150220AB1',
    tipo: 'MORAL',
  });
  const farmacia = await nuevaTienda(db, idAdmin, {
    nombre: 'Farmacia Las Palmas',
    razon: 'Farmacias Peninsulares S.A. de C.V.',
    rfc: 'FPE101010XY3',
    tipo: 'MORAL',
  });
  const dSol = await domicilio(
    sol,
    mexicano(
      'Calle 50',
      '12-A',
      'Centro',
      '97000',
      ['Calle 65', 'Calle 67'],
      'Junto a la parada del camión.',
    ),
  );
  const dLupita = await domicilio(
    lupita,
    mexicano(
      'Avenida Itzáes',
      '1021',
      'García Ginerés',
      '97070',
      ['Calle 25', 'Calle 27'],
      'Frente a la escuela primaria.',
    ),
  );
  const dEsperanza = await domicilio(
    esperanza,
    mexicano(
      'Calle 31',
      '245',
      'Jardines de Mérida',
      '97135',
      ['Calle 18', 'Calle 20'],
      'Portón negro, la máquina está en la banqueta.',
    ),
  );
  const dFarmacia = await domicilio(
    farmacia,
    mexicano(
      'Calle 86',
      'Km 5',
      'Las Palmas',
      '97203',
      ['Calle 91', 'Calle 93'],
      'Dentro del local, a la izquierda de la entrada.',
    ),
  );
  const domicilioDe = async (id_tienda: number) => {
    const [f] = await db
      .select({ id: domicilios.id_domicilio })
      .from(domicilios)
      .where(sql`${domicilios.id_tienda} = ${id_tienda}`)
      .limit(1);
    if (!f) throw new Error('Falta el domicilio de una tienda de la demostración');
    return f.id;
  };
  const dFuente = await domicilioDe(c.tiendas.fuente);
  const dMary = await domicilioDe(c.tiendas.mary);

  // Where each machine stood. Plaza Sur moved from Papelería Lupita to Mini Súper El Sol on the 16th, six months ago;
  // the out-of-service machine was withdrawn from Lupita when it stopped selling.
  const mudanza = `${meses(mesActual, -6).slice(0, 7)}-16`;
  const m = c.maquinas;
  await db.insert(ubicaciones).values([
    {
      id_maquina: m.centro.id_maquina,
      id_tienda: c.tiendas.fuente,
      id_domicilio: dFuente,
      desde,
      id_usuario: idAdmin,
    },
    {
      id_maquina: m.mercado.id_maquina,
      id_tienda: c.tiendas.mary,
      id_domicilio: dMary,
      desde,
      id_usuario: idAdmin,
    },
    {
      id_maquina: m.plaza.id_maquina,
      id_tienda: lupita,
      id_domicilio: dLupita,
      desde,
      hasta: diaAntes(mudanza),
      id_usuario: idAdmin,
    },
    {
      id_maquina: m.plaza.id_maquina,
      id_tienda: sol,
      id_domicilio: dSol,
      desde: mudanza,
      id_usuario: idAdmin,
    },
    {
      id_maquina: m.bodega.id_maquina,
      id_tienda: lupita,
      id_domicilio: dLupita,
      desde,
      hasta: c.retiro,
      id_usuario: idAdmin,
    },
    {
      id_maquina: m.jardines.id_maquina,
      id_tienda: esperanza,
      id_domicilio: dEsperanza,
      desde: c.instaladas.jardines,
      id_usuario: idAdmin,
    },
    {
      id_maquina: m.palmas.id_maquina,
      id_tienda: farmacia,
      id_domicilio: dFarmacia,
      desde: c.instaladas.palmas,
      id_usuario: idAdmin,
    },
  ]);

  // An agreement of each type; El Sol went from a fixed rent to rent plus a percentage four months ago.
  const cambioSol = meses(mesActual, -4);
  const nuevos = await db
    .insert(convenios)
    .values([
      {
        id_tienda: c.tiendas.fuente,
        tipo: 'PORCENTAJE',
        desde,
        porcentaje: 10,
        base_iva: 'SIN_IVA',
        id_usuario: idAdmin,
      },
      {
        id_tienda: c.tiendas.mary,
        tipo: 'POR_UNIDAD',
        desde,
        monto_unidad: 2,
        minimo: 400,
        notas: 'Por cada garrafón que se llena o se vende',
        id_usuario: idAdmin,
      },
      {
        id_tienda: sol,
        tipo: 'RENTA_FIJA',
        desde: mudanza,
        hasta: diaAntes(cambioSol),
        renta: 1200,
        id_usuario: idAdmin,
      },
      {
        id_tienda: sol,
        tipo: 'MIXTO',
        desde: cambioSol,
        renta: 800,
        porcentaje: 5,
        base_iva: 'CON_IVA',
        id_usuario: idAdmin,
      },
      {
        id_tienda: lupita,
        tipo: 'PORCENTAJE',
        desde,
        porcentaje: 8,
        base_iva: 'CON_IVA',
        id_usuario: idAdmin,
      },
      {
        id_tienda: esperanza,
        tipo: 'POR_LITRO',
        desde: c.instaladas.jardines,
        monto_litro: 0.05,
        id_usuario: idAdmin,
      },
      {
        id_tienda: farmacia,
        tipo: 'RENTA_FIJA',
        desde: c.instaladas.palmas,
        renta: 900,
        minimo: null,
        id_usuario: idAdmin,
      },
    ])
    .returning({ id: convenios.id_convenio, tipo: convenios.tipo });
  const porUnidad = nuevos.find((x) => x.tipo === 'POR_UNIDAD');
  if (porUnidad)
    await db.insert(convenioProductos).values([
      { id_convenio: porUnidad.id, id_producto: c.productos.relleno },
      { id_convenio: porUnidad.id, id_producto: c.productos.nuevo },
    ]);

  // Adjustments: a discount last month (the store's power was cut for three days) and a bonus this month.
  const mesPasado = meses(mesActual, -1);
  await db.insert(ajustesTienda).values([
    {
      id_tienda: c.tiendas.fuente,
      mes: mesPasado,
      monto: -150,
      motivo: 'Descuento: tres días sin luz en la tienda',
      id_usuario: idAdmin,
    },
    {
      id_tienda: sol,
      mes: mesActual,
      monto: 250,
      motivo: 'Bono por cuidar la máquina durante la remodelación',
      id_usuario: idAdmin,
    },
  ]);

  // Statements of every month; the store is paid on the 5th of the next month, except that Lupita's last two
  // months were paid together and last month is still being paid (half of it). A payment is only for what a month
  // owes: on some days the machine withdrawn from Lupita leaves her months with nothing owed, and none is paid.
  const todos: string[] = [];
  for (let mes = `${desde.slice(0, 7)}-01`; mes <= mesActual; mes = meses(mes, 1)) todos.push(mes);
  for (const mes of todos) await generarEstados(db, mes.slice(0, 7), undefined, idAdmin);
  const estados = await db
    .select({
      id_tienda: estadosCuentaSaldos.id_tienda,
      mes: estadosCuentaSaldos.mes,
      total: estadosCuentaSaldos.total,
    })
    .from(estadosCuentaSaldos);
  const pagos: (typeof pagosTienda.$inferInsert)[] = [];
  for (const e of estados) {
    if (e.mes >= mesPasado || e.total <= 0) continue;
    if (e.id_tienda === lupita && e.mes >= meses(mesActual, -3)) continue;
    pagos.push({
      id_tienda: e.id_tienda,
      fecha: `${meses(e.mes, 1).slice(0, 7)}-05`,
      monto: e.total,
      metodo: e.id_tienda === c.tiendas.mary ? 'EFECTIVO' : 'TRANSFERENCIA',
      referencia: e.id_tienda === c.tiendas.mary ? null : `SPEI ${e.mes.slice(0, 7)}`,
      id_usuario: idAdmin,
    });
  }
  const deLupita = estados.filter(
    (e) => e.id_tienda === lupita && e.mes >= meses(mesActual, -3) && e.mes < mesPasado && e.total > 0,
  );
  if (deLupita.length)
    pagos.push({
      id_tienda: lupita,
      fecha: `${mesPasado.slice(0, 7)}-08`,
      monto: deLupita.reduce((s, e) => s + e.total, 0),
      metodo: 'TRANSFERENCIA',
      referencia: 'SPEI dos meses',
      id_usuario: idAdmin,
    });
  const pasadoFuente = estados.find((e) => e.id_tienda === c.tiendas.fuente && e.mes === mesPasado);
  if (pasadoFuente && pasadoFuente.total > 0 && hoy.slice(8) >= '02')
    pagos.push({
      id_tienda: c.tiendas.fuente,
      fecha: `${hoy.slice(0, 7)}-01`,
      monto: Math.round(pasadoFuente.total * 50) / 100,
      metodo: 'TRANSFERENCIA',
      referencia: 'SPEI abono',
      id_usuario: idAdmin,
    });
  if (pagos.length) await db.insert(pagosTienda).values(pagos);

  // Máquina Centro's collector paid the store where it stands from the cash box of its latest corte not yet
  // deposited (decision 040), on that corte's day: part of what the store is owed, never more than it is owed or
  // than the box held. That corte's deposit carries the rest.
  const [caja] = (
    (await db.execute(sql`
      select c.id_corte, dia_local(c.fecha)::text as dia, c.contado::float8 as contado,
             (select coalesce(sum(s.pendiente), 0)::float8 from estados_cuenta_saldos s
              where s.id_tienda = ventas_tienda_de(c.id_maquina, dia_local(c.fecha))) as debe,
             ventas_tienda_de(c.id_maquina, dia_local(c.fecha)) as id_tienda
      from cortes c
      where c.id_maquina = ${m.centro.id_maquina} and c.id_deposito is null and c.fecha_eliminacion is null
        and c.estado <> 'RECHAZADO'
      order by c.fecha limit 1`)) as unknown as {
      rows: { id_corte: number; dia: string; contado: number; debe: number; id_tienda: number }[];
    }
  ).rows;
  const monto = caja ? Math.floor(Math.min(caja.debe, caja.contado, 300)) : 0;
  if (caja && caja.id_tienda > 0 && monto >= 1)
    await db.insert(pagosTienda).values({
      id_tienda: caja.id_tienda,
      fecha: caja.dia,
      monto,
      metodo: 'EFECTIVO',
      referencia: 'Pagado de la caja de la máquina',
      id_corte: caja.id_corte,
      id_usuario: idAdmin,
    });

  // Months up to four ago are closed: their statements are final.
  for (const mes of todos.filter((x) => x <= meses(mesActual, -4)))
    await cerrarMes(db, mes.slice(0, 7), idAdmin);

  await db.insert(usuarioTienda).values({ id_usuario: c.idUsuarioTienda, id_tienda: c.tiendas.mary });
}
