// Demo data of machine care (issue 19): four machines' sanitary record over the last six months — cleanings every
// two weeks with sodium hypochlorite at 200 ppm, weekly readings at the inlet and of the product, a laboratory
// analysis each (Centro's with its report attached, a small PDF built here), a sediment filter replaced — their
// consumables and their sanitary tasks. Chosen so the bell has something true to say: Mercado's cleaning is overdue,
// its UV lamp is past its life, Centro's carbon filter is near its end, and Las Palmas' latest inlet reading is low
// on chlorine.
import { sql } from 'drizzle-orm';
import { pdfMinimo } from '../modules/sanitario/pdf-minimo.ts';
import type { Db } from './client.ts';
import { adjuntosSanitarios, consumibles, registrosSanitarios, tareasSanitarias } from './schema/index.ts';

type Contexto = {
  idAdmin: number;
  /** Today in the business time zone, 'YYYY-MM-DD'. */
  hoy: string;
  maquinas: { centro: number; mercado: number; jardines: number; palmas: number };
};

const RESPONSABLES = ['Carlos Méndez Pech', 'Lucía Canul Tun'];

export async function seedSanitario(db: Db, c: Contexto) {
  const { idAdmin: id_usuario, hoy, maquinas } = c;
  const dia = (n: number) => {
    const d = new Date(`${hoy}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return d.toISOString().slice(0, 10);
  };
  // A fixed sequence, so every load gives the same record.
  let semilla = 19;
  const azar = () => {
    semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648;
    return semilla / 2_147_483_648;
  };
  const entre = (min: number, max: number, decimales: number) =>
    Math.round((min + azar() * (max - min)) * 10 ** decimales) / 10 ** decimales;

  type Registro = typeof registrosSanitarios.$inferInsert;
  const registros: Registro[] = [];
  const todas = [maquinas.centro, maquinas.mercado, maquinas.jardines, maquinas.palmas];
  // Days of record: the two machines installed this quarter (seed-demo.ts' NUEVAS) have theirs since then.
  const historia = new Map([
    [maquinas.centro, 175],
    [maquinas.mercado, 175],
    [maquinas.jardines, 85],
    [maquinas.palmas, 70],
  ]);
  for (const [i, id_maquina] of todas.entries()) {
    const dias = historia.get(id_maquina) ?? 175;
    const responsable = RESPONSABLES[i % 2] as string;
    // Cleanings every 14 days; Mercado's stopped 20 days ago, so its 15-day task is overdue.
    const ultima = id_maquina === maquinas.mercado ? 20 : 3 + i;
    for (let n = ultima; n <= dias; n += 14) {
      registros.push({
        id_maquina,
        tipo: 'LIMPIEZA',
        fecha: dia(n),
        responsable,
        sustancia: 'Hipoclorito de sodio',
        concentracion: '200 ppm',
        notas: n === ultima ? 'Tanque, tuberías y boquillas de llenado.' : null,
        id_usuario,
      });
    }
    // Weekly readings at the inlet and of the product, all within range…
    for (let n = 1 + i; n <= dias; n += 7) {
      registros.push(
        {
          id_maquina,
          tipo: 'LECTURA',
          fecha: dia(n),
          responsable,
          punto: 'ENTRADA',
          cloro: entre(0.4, 1.1, 2),
          ph: entre(7, 7.8, 2),
          sdt: entre(380, 650, 0),
          id_usuario,
        },
        {
          id_maquina,
          tipo: 'LECTURA',
          fecha: dia(n),
          responsable,
          punto: 'PRODUCTO',
          cloro: entre(0, 0.05, 2),
          ph: entre(6.8, 7.4, 2),
          sdt: entre(40, 120, 0),
          id_usuario,
        },
      );
    }
    // A laboratory analysis each, two months ago.
    registros.push({
      id_maquina,
      tipo: 'ANALISIS',
      fecha: dia(60 + i),
      responsable,
      laboratorio: 'Laboratorio de Análisis Clínicos y Ambientales del Sureste',
      resultado: 'CONFORME',
      notas: 'Análisis fisicoquímico y microbiológico según NOM-127-SSA1-2021.',
      id_usuario,
    });
  }
  // …but the latest inlet reading at Las Palmas is low on chlorine.
  registros.push({
    id_maquina: maquinas.palmas,
    tipo: 'LECTURA',
    fecha: dia(0),
    responsable: RESPONSABLES[1] as string,
    punto: 'ENTRADA',
    cloro: 0.1,
    ph: 7.4,
    sdt: 540,
    notas: 'Cloro bajo en la toma; se avisó al proveedor del agua.',
    id_usuario,
  });

  // Consumables: by days and liters (the cortes' meter), one past its life and one near it.
  const vida = {
    sedimentos: { nombre: 'Filtro de sedimentos', vida_litros: 5000, vida_dias: 90 },
    carbon: { nombre: 'Filtro de carbón activado', vida_litros: 20_000, vida_dias: 180 },
    membrana: { nombre: 'Membrana de ósmosis inversa', vida_litros: null, vida_dias: 365 },
    uv: { nombre: 'Lámpara UV', vida_litros: null, vida_dias: 365 },
  };
  const instalados: [number, keyof typeof vida, number][] = [
    [maquinas.centro, 'sedimentos', 20],
    [maquinas.centro, 'carbon', 165],
    [maquinas.centro, 'membrana', 100],
    [maquinas.centro, 'uv', 200],
    [maquinas.mercado, 'sedimentos', 40],
    [maquinas.mercado, 'carbon', 60],
    [maquinas.mercado, 'membrana', 150],
    [maquinas.mercado, 'uv', 380],
    [maquinas.jardines, 'sedimentos', 10],
    [maquinas.jardines, 'uv', 30],
  ];
  const ks = await db
    .insert(consumibles)
    .values(
      instalados.map(([id_maquina, cual, dias]) => ({
        id_maquina,
        ...vida[cual],
        instalado: dia(dias),
        // The meter then: the last active corte's reading before that day (0 for a machine without cortes).
        lectura_instalacion: sql<number>`(select coalesce(max(c.lectura), 0) from cortes c
          where c.id_maquina = ${id_maquina} and c.fecha_eliminacion is null and c.estado <> 'RECHAZADO'
            and c.fecha < ${dia(dias)}::date)`,
        id_usuario,
      })),
    )
    .returning({ id_consumible: consumibles.id_consumible });
  // Centro's sediment filter was replaced 20 days ago: the entry that re-installed it.
  registros.push({
    id_maquina: maquinas.centro,
    tipo: 'REEMPLAZO',
    fecha: dia(20),
    responsable: RESPONSABLES[0] as string,
    id_consumible: ks[0]?.id_consumible,
    notas: 'Cartucho de 5 micras.',
    id_usuario,
  });

  const ids = await db.insert(registrosSanitarios).values(registros).returning({
    id_registro: registrosSanitarios.id_registro,
    id_maquina: registrosSanitarios.id_maquina,
    tipo: registrosSanitarios.tipo,
  });
  const analisis = ids.find((r) => r.tipo === 'ANALISIS' && r.id_maquina === maquinas.centro);
  if (!analisis) throw new Error('Falta el análisis de la demostración');
  const informe = pdfMinimo([
    'Laboratorio de Analisis Clinicos y Ambientales del Sureste',
    `Informe de resultados - Maquina Centro - ${dia(60)}`,
    'Cloro residual libre: 0.6 mg/L (0.2 - 1.5)   pH: 7.3 (6.5 - 8.5)',
    'Solidos disueltos totales: 420 mg/L (max. 1000)   Coliformes totales: ausentes',
    'Dictamen: CONFORME con la NOM-127-SSA1-2021',
  ]);
  await db.insert(adjuntosSanitarios).values({
    id_registro: analisis.id_registro,
    nombre: 'Informe de laboratorio Centro.pdf',
    tipo_mime: 'application/pdf',
    tamano: informe.length,
    datos: informe,
    id_usuario,
  });

  // Tasks: sanitization every 15 days and a laboratory analysis every 180, on each machine.
  await db.insert(tareasSanitarias).values(
    todas.flatMap((id_maquina) => [
      {
        id_maquina,
        tipo: 'LIMPIEZA' as const,
        frecuencia_dias: 15,
        desde: dia(historia.get(id_maquina) ?? 175),
        id_usuario,
      },
      {
        id_maquina,
        tipo: 'ANALISIS' as const,
        frecuencia_dias: 180,
        desde: dia(historia.get(id_maquina) ?? 175),
        id_usuario,
      },
    ]),
  );
}
