// Demo data (SEED_DEMO=1), loaded inside the first-start transaction on an empty database:
// machines, products, categories, stores, an operator role with three users, the sidebar's modules and
// URLs, and 13 months of sales (with their transactions) and expenses up to today, in BUSINESS_TZ; two machines
// installed this quarter with their cortes de caja and deposits, and Centro's (seed-cortes.ts), and the business settings.
// Quantities, products and times come from a seeded generator, so two loads on the same day agree.
import { AJUSTES_POR_OMISION } from '@aguavend/contract/ajustes';
import { RUTAS_RESERVADAS } from '@aguavend/contract/pantallas';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { hashClave } from '../lib/passwords.ts';
import { guardarAjustes } from '../modules/ajustes/ajustes.repository.ts';
import { fijarPrecioSiguiente } from '../modules/catalogos/catalogos.repository.ts';
import type { Db } from './client.ts';
import {
  categoriasTransaccion,
  domicilios,
  maquinas,
  modulos,
  moduloUrl,
  productos,
  roles,
  rolModulo,
  tiendas,
  urls,
  usuarioMaquina,
  usuarios,
} from './schema/index.ts';
import { seedCortes, type VentaDemo } from './seed-cortes.ts';
import { seedCuentas } from './seed-cuentas.ts';
import { seedIdentidad } from './seed-identidad.ts';
import { seedSanitario } from './seed-sanitario.ts';

export const DEMO_CLAVE = 'demo12345';
export const DEMO_ROL = 'OPERADOR';

/** mulberry32: a tiny seeded generator, enough for demo figures. */
function generador(semilla: number) {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A garrafón refill's 20 L at $25: the price per liter of the machines that sell one by one. */
const PRECIO_LITRO_RELLENO = 1.25;

/**
 * The machines standing since before the history, with the plate on their side (issue 43): serial number, brand and
 * model, and how many days ago they were installed (relative, so the demo reads the same on any date).
 */
const MAQUINAS = [
  {
    nombre: 'Máquina Centro',
    estatus: 'ACTIVA',
    precio_litro_inicial: PRECIO_LITRO_RELLENO,
    numero_serie: 'PX-2040-0117',
    marca_modelo: 'Purifika PX-2040',
    instalada: 820,
  },
  {
    nombre: 'Máquina Mercado Norte',
    estatus: 'ACTIVA',
    precio_litro_inicial: PRECIO_LITRO_RELLENO,
    numero_serie: 'PX-2040-0152',
    marca_modelo: 'Purifika PX-2040',
    instalada: 640,
  },
  {
    nombre: 'Máquina Plaza Sur',
    estatus: 'ACTIVA',
    precio_litro_inicial: PRECIO_LITRO_RELLENO,
    numero_serie: 'AQ-900-3381',
    marca_modelo: 'AquaMatic 900',
    instalada: 470,
  },
  {
    nombre: 'Máquina Bodega (fuera de servicio)',
    estatus: 'INACTIVA',
    precio_litro_inicial: null,
    numero_serie: 'AQ-600-1029',
    marca_modelo: 'AquaMatic 600',
    instalada: 1150,
  },
] as const;

/** Installed this quarter (days ago), after the others' history: their own draws keep the others' figures. */
const NUEVAS = {
  jardines: {
    nombre: 'Máquina Colonia Jardines',
    modo_venta: 'POR_CORTE',
    precio_litro_inicial: 0.6,
    lectura_inicial: 120_500,
    numero_serie: 'PX-3000-0008',
    marca_modelo: 'Purifika PX-3000',
    instalada: 90,
  },
  palmas: {
    nombre: 'Máquina Purificadora Las Palmas',
    modo_venta: 'POR_VENTA',
    precio_litro_inicial: PRECIO_LITRO_RELLENO,
    lectura_inicial: 8_240,
    numero_serie: 'AQ-900-4410',
    marca_modelo: 'AquaMatic 900',
    instalada: 75,
  },
} as const;

/** The business's day `dias` days before `hoy` (the seed's one clock reading): a date that moves with the demo. */
const instaladaHace = (hoy: string, dias: number) => sql<string>`(${hoy}::date - ${dias}::int)`;

/**
 * Current price and stock; `peso` is how often it sells, `max` the largest quantity of one sale; `litros`, what the
 * machine's meter dispenses for one unit (a garrafón is filled there; bottles arrive filled, and ice is not water).
 */
const PRODUCTOS = [
  {
    nombre: 'Garrafón 20 L (relleno)',
    descripcion: 'Relleno de garrafón de 20 litros',
    precio: 25,
    stock: 180,
    peso: 6,
    max: 3,
    litros: 20,
  },
  {
    nombre: 'Garrafón 20 L (nuevo)',
    descripcion: 'Garrafón nuevo de 20 litros con agua',
    precio: 95,
    stock: 0,
    /** Under it, a STOCK_BAJO alert (issue 19): the demo opens with the bell showing it. */
    minimo: 6,
    peso: 1,
    max: 1,
    litros: 20,
  },
  {
    nombre: 'Botella 1 L',
    descripcion: 'Botella de agua purificada de 1 litro',
    precio: 12.5,
    stock: 240,
    peso: 4,
    max: 6,
    litros: 0,
    /** Bottles under 10 L carry 16 % IVA (contract §8); water in garrafones and ice carry none. */
    iva: 0.16,
  },
  {
    nombre: 'Botella 600 ml',
    descripcion: 'Botella de agua purificada de 600 ml',
    precio: 9,
    stock: 310,
    peso: 4,
    max: 6,
    litros: 0,
    /** Bottles under 10 L carry 16 % IVA (contract §8); water in garrafones and ice carry none. */
    iva: 0.16,
  },
  {
    nombre: 'Hielo 5 kg',
    descripcion: 'Bolsa de hielo de 5 kg',
    precio: 38,
    stock: 45,
    minimo: 60,
    peso: 2,
    max: 2,
    litros: 0,
  },
  {
    nombre: 'Hielo 3 kg',
    descripcion: 'Bolsa de hielo de 3 kg',
    precio: 24.5,
    stock: 60,
    peso: 2,
    max: 3,
    litros: 0,
  },
] as const;

const CATEGORIAS_EGRESO = ['MANTENIMIENTO', 'RENTA', 'LUZ', 'AGUA', 'INSUMOS'] as const;

/**
 * The sidebar: module, Bootstrap Icons name, URL, and whether OPERADOR is granted it (ADMIN is granted all). The
 * reserved screens' URLs (contract/pantallas.ts) are listed but not put in any module: they are ADMIN's alone.
 */
const MODULOS = [
  { nombre: 'Inicio', icono: 'bi-house-door', ruta: '/dashboard/inicio', operador: true },
  { nombre: 'Reportes', icono: 'bi-table', ruta: '/dashboard/reportes', operador: true },
  { nombre: 'Domicilios', icono: 'bi-geo-alt', ruta: '/dashboard/domicilio/crear', operador: false },
  { nombre: 'Tiendas', icono: 'bi-shop', ruta: '/dashboard/tienda/crear', operador: false },
  { nombre: 'Ventas de máquina', icono: 'bi-cash-coin', ruta: '/dashboard/maquina/ventas', operador: true },
  { nombre: 'Usuarios', icono: 'bi-people', ruta: '/dashboard/usuarios', operador: false },
  { nombre: 'Roles y módulos', icono: 'bi-diagram-3', ruta: '/dashboard/rolModulos', operador: false },
  { nombre: 'Egresos', icono: 'bi-wallet2', ruta: '/dashboard/administracion/egresos', operador: true },
  { nombre: 'Catálogos', icono: 'bi-card-list', ruta: '/dashboard/catalogos', operador: false },
  { nombre: 'Perfil', icono: 'bi-person-circle', ruta: '/dashboard/perfil', operador: true },
  { nombre: 'Bitácora', icono: 'bi-journal-text', ruta: '/dashboard/bitacora', operador: false },
  { nombre: 'Cortes de caja', icono: 'bi-calculator', ruta: '/dashboard/cortes', operador: true },
  { nombre: 'Depósitos', icono: 'bi-bank', ruta: '/dashboard/depositos', operador: true },
  { nombre: 'Ajustes', icono: 'bi-sliders', ruta: '/dashboard/ajustes', operador: false },
  { nombre: 'Estados de cuenta', icono: 'bi-receipt', ruta: '/dashboard/estados-cuenta', operador: false },
  { nombre: 'Mi tienda', icono: 'bi-shop-window', ruta: '/dashboard/mi-tienda', operador: false },
  { nombre: 'Alertas', icono: 'bi-bell', ruta: '/dashboard/alertas', operador: true },
  {
    nombre: 'Registro sanitario',
    icono: 'bi-droplet',
    ruta: '/dashboard/registro-sanitario',
    operador: true,
  },
] as const;

/** The role of a store's own user: "Mi tienda" and their profile, nothing else. */
export const DEMO_ROL_TIENDA = 'TIENDA';
const MODULOS_TIENDA = ['Mi tienda', 'Perfil'];

/** Rows per multi-row insert (8 parameters each, well under PostgreSQL's 65,535). */
const LOTE = 500;

type Venta = VentaDemo;
type Egreso = {
  maquina: number;
  categoria: number;
  descripcion: string;
  monto: number;
  dia: string;
  f: number;
};

/** `YYYY-MM-DD` strings from `desde` to `hasta`, inclusive (calendar arithmetic in UTC, no zone involved). */
function dias(desde: string, hasta: string): string[] {
  const fin = Date.parse(`${hasta}T00:00:00Z`);
  const salida: string[] = [];
  for (let d = Date.parse(`${desde}T00:00:00Z`); d <= fin; d += 86_400_000) {
    salida.push(new Date(d).toISOString().slice(0, 10));
  }
  return salida;
}

/**
 * The instant of a demo record on day `dia` (business zone), at fraction `f` of the opening hours (07:00-21:00);
 * on today, at fraction `f` of the time elapsed since midnight, so nothing is dated in the future.
 */
const fechaDemo = (dia: SQL, f: SQL) => sql`case
  when ${dia} = (now() at time zone ventas_resumen_zona())::date
    then now() - (now() - (${dia}::timestamp at time zone ventas_resumen_zona())) * ${f}
  else (${dia}::timestamp + interval '7 hours' + interval '14 hours' * ${f}) at time zone ventas_resumen_zona()
end`;

/**
 * `muestraVentas` = N keeps one in N of the older machines' sales (after every draw, so everything else is the same
 * demo): the sweep of every day of a year (seed-demo-reloj.test.ts) loads the demo hundreds of times.
 */
export async function seedDemo(db: Db, idAdmin: number, { muestraVentas = 1 } = {}): Promise<void> {
  const azar = generador(20_240_611);
  const entre = (min: number, max: number) => min + Math.floor(azar() * (max - min + 1));
  const centavos = (min: number, max: number) => Math.round((min + azar() * (max - min)) * 100) / 100;

  // Catalogues.
  const maqs = await db
    .insert(maquinas)
    .values(MAQUINAS.map(({ instalada: _, ...m }) => m))
    .returning();
  const prods = await db
    .insert(productos)
    .values(
      PRODUCTOS.map((p) => ({
        nombre: p.nombre,
        descripcion: p.descripcion,
        precio: p.precio,
        stock: p.stock,
        litros_por_unidad: p.litros,
        tasa_iva: 'iva' in p ? p.iva : 0,
        stock_minimo: 'minimo' in p ? p.minimo : 0,
      })),
    )
    .returning();
  await db
    .insert(categoriasTransaccion)
    .values([
      { tipo: 'VENTA', clase: 'VENTA', highlight: true },
      ...CATEGORIAS_EGRESO.map((tipo) => ({ tipo, clase: 'EGRESO' as const, highlight: false })),
    ])
    .onConflictDoNothing();
  const cats = await db.select().from(categoriasTransaccion);
  const idCategoria = (tipo: string) => {
    const c = cats.find((x) => x.tipo === tipo);
    if (!c) throw new Error(`Falta la categoría ${tipo}`);
    return c.id_categoria_transaccion;
  };

  // Stores: a persona moral (12-character RFC) and a persona física (13 characters), each with a complete Mexican
  // address; the second has no street number (S/N), as many do.
  const [tiendaMoral, tiendaFisica] = await db
    .insert(tiendas)
    .values([
      {
        nombre_comercial: 'Agua Purificada La Fuente',
        razon_social: 'Aguas La Fuente S.A. de C.V.',
        rfc: 'ALF190415KJ8',
        tipo_persona: 'MORAL',
        id_usuario: idAdmin,
      },
      {
        nombre_comercial: 'Abarrotes Doña Mary',
        razon_social: null,
        rfc: 'GOMM850312HB4',
        tipo_persona: 'FISICA',
        id_usuario: idAdmin,
      },
    ])
    .returning();
  if (!tiendaMoral || !tiendaFisica) throw new Error('No se pudieron crear las tiendas');
  await db.insert(domicilios).values([
    {
      id_tienda: tiendaMoral.id_tienda,
      es_sucursal: 'NO',
      calle: 'Calle 60',
      numero_ext: '482',
      numero_int: '1',
      colonia: 'Centro',
      codigo_postal: '97000',
      municipio: 'Mérida',
      estado: 'Yucatán',
      primer_cruzamiento: 'Calle 55',
      segundo_cruzamiento: 'Calle 57',
      referencias: 'Local con cortina azul, frente al parque de Santa Lucía.',
      latitud: 20.971_245,
      longitud: -89.623_471,
    },
    {
      id_tienda: tiendaFisica.id_tienda,
      es_sucursal: 'NO',
      calle: 'Calle 21',
      numero_ext: 'S/N',
      numero_int: null,
      colonia: 'Chuburná de Hidalgo',
      codigo_postal: '97205',
      municipio: 'Mérida',
      estado: 'Yucatán',
      primer_cruzamiento: 'Calle 20',
      segundo_cruzamiento: 'Calle 22',
      referencias: 'Abarrotes de la esquina, portón verde.',
      latitud: null,
      longitud: null,
    },
  ]);

  // A role besides ADMIN and three operators with one or two machines each (operador1's second is inactive, so
  // its history stays readable); the first operator of each machine registers its sales.
  await db
    .insert(roles)
    .values([{ rol: DEMO_ROL }, { rol: DEMO_ROL_TIENDA }])
    .onConflictDoNothing();
  const rolesDemo = await db
    .select()
    .from(roles)
    .where(inArray(roles.rol, [ROL_ADMIN, DEMO_ROL, DEMO_ROL_TIENDA]));
  const idAdminRol = rolesDemo.find((r) => r.rol === ROL_ADMIN)?.id_rol;
  const idOperador = rolesDemo.find((r) => r.rol === DEMO_ROL)?.id_rol;
  const idRolTienda = rolesDemo.find((r) => r.rol === DEMO_ROL_TIENDA)?.id_rol;
  if (!idAdminRol || !idOperador || !idRolTienda) throw new Error('Faltan los roles de la demostración');
  const activas = maqs.filter((m) => m.estatus === 'ACTIVA');
  const clave_hash = await hashClave(DEMO_CLAVE);
  const operadores = await db
    .insert(usuarios)
    .values(
      [
        ['Juan', 'Pérez', 'López'],
        ['María', 'García', 'Hernández'],
        ['Luis', 'Martínez', null],
      ].map(([nombre, ap_paterno, ap_materno], i) => ({
        nombre: nombre as string,
        ap_paterno: ap_paterno as string,
        ap_materno,
        username: `operador${i + 1}`,
        email: `operador${i + 1}@aguavend.mx`,
        clave_hash,
        activo: 1,
        id_rol: idOperador,
      })),
    )
    .returning({ id_usuario: usuarios.id_usuario });
  const operadorDe = new Map<number, number>();
  const asignadas = operadores.map((o, i) => {
    const maquina = activas[i % activas.length] as (typeof activas)[number];
    operadorDe.set(maquina.id_maquina, o.id_usuario);
    const segunda = [maqs.find((m) => m.estatus === 'INACTIVA'), undefined, activas[1]][i];
    return [maquina, segunda].filter((m) => m !== undefined).map((m) => ({ ...o, id_maquina: m.id_maquina }));
  });
  await db.insert(usuarioMaquina).values(asignadas.flat());

  // The sidebar's modules and URLs; ADMIN gets every module, OPERADOR the everyday ones.
  const mods = await db
    .insert(modulos)
    .values(MODULOS.map(({ nombre, icono }) => ({ nombre, icono })))
    .returning();
  const rutas = await db
    .insert(urls)
    .values(MODULOS.map(({ ruta }) => ({ ruta })))
    .returning();
  await db.insert(moduloUrl).values(
    MODULOS.filter((m) => !RUTAS_RESERVADAS.includes(m.ruta)).map((m) => ({
      id_modulo: mods.find((x) => x.nombre === m.nombre)?.id_modulo as number,
      id_url: rutas.find((x) => x.ruta === m.ruta)?.id_url as number,
    })),
  );
  await db
    .insert(rolModulo)
    .values([
      ...mods.map((m) => ({ id_rol: idAdminRol, id_modulo: m.id_modulo })),
      ...mods
        .filter((m) => MODULOS.find((x) => x.nombre === m.nombre)?.operador)
        .map((m) => ({ id_rol: idOperador, id_modulo: m.id_modulo })),
      ...mods
        .filter((m) => MODULOS_TIENDA.includes(m.nombre))
        .map((m) => ({ id_rol: idRolTienda, id_modulo: m.id_modulo })),
    ]);
  // The owner of Abarrotes Doña Mary, who sees her store's machines, statements and payments (seed-cuentas.ts).
  const [usuarioTienda] = await db
    .insert(usuarios)
    .values({
      nombre: 'María',
      ap_paterno: 'Gómez',
      ap_materno: 'Mena',
      username: 'tienda',
      email: 'tienda@aguavend.mx',
      clave_hash,
      activo: 1,
      id_rol: idRolTienda,
    })
    .returning({ id_usuario: usuarios.id_usuario });
  if (!usuarioTienda) throw new Error('No se pudo crear el usuario de la tienda');

  // History: from the first day of the month twelve months back to today, in the business time zone.
  const resultado = await db.execute(sql`
    select (now() at time zone ventas_resumen_zona())::date::text as hoy,
           (date_trunc('month', now() at time zone ventas_resumen_zona()) - interval '12 months')::date::text as desde`);
  const periodo = (resultado as unknown as { rows: { hoy: string; desde: string }[] }).rows[0];
  if (!periodo) throw new Error('No se pudo leer la fecha actual');
  const calendario = dias(periodo.desde, periodo.hoy);
  // Each older machine's installation day, counted back from the same today as the history.
  for (const { nombre, instalada } of MAQUINAS) {
    await db
      .update(maquinas)
      .set({ fecha_instalacion: instaladaHace(periodo.hoy, instalada) })
      .where(eq(maquinas.nombre, nombre));
  }

  const pesoTotal = PRODUCTOS.reduce((s, p) => s + p.peso, 0);
  const elegirProducto = () => {
    let r = azar() * pesoTotal;
    for (let i = 0; i < PRODUCTOS.length; i++) {
      r -= (PRODUCTOS[i] as (typeof PRODUCTOS)[number]).peso;
      if (r < 0) return i;
    }
    return PRODUCTOS.length - 1;
  };
  // Prices went up about 8% seven months ago, so the annual report's average price means something.
  const cambioPrecio = calendario[Math.max(0, calendario.length - 212)] as string;

  const ventas: Venta[] = [];
  for (const dia of calendario) {
    const esHoy = dia === periodo.hoy;
    for (const maquina of activas) {
      const n = esHoy ? entre(12, 15) : entre(2, 6);
      for (let k = 0; k < n; k++) {
        const i = elegirProducto();
        const p = PRODUCTOS[i] as (typeof PRODUCTOS)[number];
        const precio = dia < cambioPrecio ? Math.round(p.precio * 92) / 100 : p.precio;
        ventas.push({
          maquina: maquina.id_maquina,
          producto: (prods[i] as (typeof prods)[number]).id_producto,
          cantidad: entre(1, p.max),
          precio,
          descripcion: `Venta de ${p.nombre}`,
          dia,
          f: azar(),
          usuario: operadorDe.get(maquina.id_maquina) ?? idAdmin,
        });
      }
    }
  }

  // The machine out of service sold until four months ago (a third of the others' sales, no new random draws, so
  // the active machines' figures do not move): its history stays readable although it takes no new sale.
  const retiro = calendario[Math.max(0, calendario.length - 120)] as string;
  const fueraDeServicio = maqs.find((m) => m.estatus === 'INACTIVA');
  if (fueraDeServicio) {
    const historia = ventas.filter((v, i) => v.dia < retiro && i % 3 === 0);
    ventas.push(...historia.map((v) => ({ ...v, maquina: fueraDeServicio.id_maquina, usuario: idAdmin })));
  }

  // The two machines installed this quarter, with their collectors; Las Palmas sells refills only, 6 to 14 a day,
  // (as many as the others today) from its own generator so the draws above (and the older machines' figures) stay as they were.
  const nuevas = await db
    .insert(maquinas)
    .values(
      Object.values(NUEVAS).map(({ instalada, ...m }) => ({
        ...m,
        estatus: 'ACTIVA',
        fecha_creacion: sql`now() - make_interval(days => ${instalada}::int)`,
        fecha_instalacion: instaladaHace(periodo.hoy, instalada),
      })),
    )
    .returning();
  const [jardines, palmas] = nuevas;
  const [operador1, operador2, operador3] = operadores;
  if (!jardines || !palmas || !operador1 || !operador2 || !operador3)
    throw new Error('Faltan las máquinas nuevas');
  await db.insert(usuarioMaquina).values([
    { id_usuario: operador2.id_usuario, id_maquina: jardines.id_maquina },
    { id_usuario: operador3.id_usuario, id_maquina: palmas.id_maquina },
  ]);
  const azarPalmas = generador(20_261_001);
  const relleno = PRODUCTOS[0];
  const ventasPalmas: Venta[] = calendario.slice(-NUEVAS.palmas.instalada + 5).flatMap((dia) =>
    Array.from(
      { length: dia === periodo.hoy ? 12 + Math.floor(azarPalmas() * 4) : 6 + Math.floor(azarPalmas() * 9) },
      () => ({
        maquina: palmas.id_maquina,
        producto: (prods[0] as (typeof prods)[number]).id_producto,
        cantidad: azarPalmas() < 0.8 ? 1 : 2,
        precio: relleno.precio,
        descripcion: `Venta de ${relleno.nombre}`,
        dia,
        f: azarPalmas(),
        usuario: operador3.id_usuario,
      }),
    ),
  );
  if (muestraVentas > 1) ventas.splice(0, ventas.length, ...ventas.filter((_, i) => i % muestraVentas === 0));
  ventas.push(...ventasPalmas);

  const egresos: Egreso[] = [];
  const meses = [...new Set(calendario.map((d) => d.slice(0, 7)))];
  for (const mes of meses) {
    const diasDelMes = calendario.filter((d) => d.startsWith(mes));
    const diaAlAzar = () => diasDelMes[entre(0, diasDelMes.length - 1)] as string;
    for (const maquina of activas) {
      const del_mes: [string, number][] = [
        ['RENTA', 1500],
        ['LUZ', centavos(280, 690)],
      ];
      const extras = entre(0, 2);
      const opcionales: [string, () => number][] = [
        ['AGUA', () => centavos(120, 340)],
        ['MANTENIMIENTO', () => centavos(350, 1800)],
        ['INSUMOS', () => centavos(180, 950)],
      ];
      for (let k = 0; k < extras; k++) {
        const [tipo, monto] = opcionales[entre(0, opcionales.length - 1)] as [string, () => number];
        del_mes.push([tipo, monto()]);
      }
      for (const [tipo, monto] of del_mes) {
        egresos.push({
          maquina: maquina.id_maquina,
          categoria: idCategoria(tipo),
          descripcion: `${tipo.charAt(0)}${tipo.slice(1).toLowerCase()} de ${maquina.nombre}, ${mes}`,
          monto,
          dia: tipo === 'RENTA' ? (diasDelMes[0] as string) : diaAlAzar(),
          f: azar(),
        });
      }
    }
  }

  // Each sale and its VENTA transaction in one statement. The roll-ups are built once after the bulk insert
  // instead of by their per-row triggers (20.9 s → 1 s on the embedded database); the audit log still follows
  // every row. The seed runs alone, inside the first start's transaction.
  const idVenta = idCategoria('VENTA');
  const rollups = async (accion: 'enable' | 'disable') => {
    await db.execute(sql.raw(`alter table ventas_maquina ${accion} trigger ventas_resumen`));
    await db.execute(sql.raw(`alter table ventas_maquina ${accion} trigger ventas_tienda`));
    await db.execute(sql.raw(`alter table transacciones ${accion} trigger ventas_origen`));
  };
  await rollups('disable');
  for (let i = 0; i < ventas.length; i += LOTE) {
    const filas = ventas
      .slice(i, i + LOTE)
      .map(
        (v) =>
          sql`(${v.maquina}::int, ${v.producto}::int, ${v.cantidad}::int, ${v.precio}::numeric(12,2), ${v.descripcion}::text, ${v.dia}::date, ${v.f}::float8, ${v.usuario}::int)`,
      );
    await db.execute(sql`
      with v as (
        insert into ventas_maquina
          (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, fecha_transaccion, id_usuario)
        select x.m, x.p, x.c, x.pu, x.c * x.pu, x.d, ${fechaDemo(sql`x.dia`, sql`x.f`)}, x.u
        from (values ${sql.join(filas, sql`, `)}) as x(m, p, c, pu, d, dia, f, u)
        returning id_venta_maquina, descripcion, monto, fecha_transaccion
      )
      insert into transacciones (id_venta_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
      select id_venta_maquina, ${idVenta}, descripcion, monto, fecha_transaccion from v`);
  }

  await rollups('enable');
  await db.execute(sql`select ventas_resumen_reconstruir()`);

  for (let i = 0; i < egresos.length; i += LOTE) {
    const filas = egresos
      .slice(i, i + LOTE)
      .map(
        (e) =>
          sql`(${e.maquina}::int, ${e.categoria}::int, ${e.descripcion}::text, ${e.monto}::numeric(12,2), ${e.dia}::date, ${e.f}::float8)`,
      );
    await db.execute(sql`
      insert into egresos (id_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion, id_usuario)
      select x.m, x.c, x.d, x.mo, ${fechaDemo(sql`x.dia`, sql`x.f`)}, ${idAdmin}::int
      from (values ${sql.join(filas, sql`, `)}) as x(m, c, d, mo, dia, f)`);
  }

  // The business settings: contract §8's, and the product a corte's water sale is recorded with.
  const [agua] = await db
    .insert(productos)
    .values({
      nombre: 'Agua purificada por litro',
      descripcion: 'Venta de agua por litro que registra el corte de una máquina por corte',
      precio: 0.6,
      stock: 0,
      litros_por_unidad: 1,
    })
    .returning({ id_producto: productos.id_producto });
  await guardarAjustes(db, { ...AJUSTES_POR_OMISION, id_producto_agua: agua?.id_producto ?? null });
  await seedIdentidad(db);
  const zona = (await db.execute(sql`select ventas_resumen_zona() as tz`)) as unknown as {
    rows: { tz: string }[];
  };
  await seedCortes(db, {
    azar: generador(20_261_124),
    tz: zona.rows[0]?.tz ?? 'America/Mexico_City',
    calendario,
    idAdmin,
    jardines: { id_maquina: jardines.id_maquina, id_colector: operador2.id_usuario },
    palmas: {
      id_maquina: palmas.id_maquina,
      id_colector: operador3.id_usuario,
      lectura_inicial: NUEVAS.palmas.lectura_inicial,
    },
    ventasPalmas,
    centro: {
      id_maquina: (activas[0] as (typeof activas)[number]).id_maquina,
      id_colector: operador1.id_usuario,
    },
  });
  // The owner has raised Jardines to $0.70 per liter from its next corte (decision 041): Catálogos shows it waiting
  // and its collector's corte form says the corte will apply it.
  await fijarPrecioSiguiente(db, jardines.id_maquina, 0.7);
  const [centro, mercado, plaza, bodega] = maqs;
  const [garrafonRelleno, garrafonNuevo] = prods;
  if (!centro || !mercado || !plaza || !bodega || !garrafonRelleno || !garrafonNuevo)
    throw new Error('Faltan máquinas o productos');
  const diaDe = (dias: number) => calendario[Math.max(0, calendario.length - dias)] as string;
  await seedCuentas(db, {
    idAdmin,
    desde: periodo.desde,
    hoy: periodo.hoy,
    retiro,
    maquinas: { centro, mercado, plaza, bodega, jardines, palmas },
    instaladas: { jardines: diaDe(NUEVAS.jardines.instalada), palmas: diaDe(NUEVAS.palmas.instalada) },
    tiendas: { fuente: tiendaMoral.id_tienda, mary: tiendaFisica.id_tienda },
    productos: { relleno: garrafonRelleno.id_producto, nuevo: garrafonNuevo.id_producto },
    idUsuarioTienda: usuarioTienda.id_usuario,
  });
  await seedSanitario(db, {
    idAdmin,
    hoy: periodo.hoy,
    maquinas: {
      centro: centro.id_maquina,
      mercado: mercado.id_maquina,
      jardines: jardines.id_maquina,
      palmas: palmas.id_maquina,
    },
  });
}
