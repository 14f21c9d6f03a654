// The generic list runner on its own, with the expenses list as its example: the machine filter applies only
// when a machine is named, the batch walker never hands out an empty batch, and a list whose own order is not
// one of its sort fields is a programming error, said plainly. test/listas.test.ts covers sorting, searching,
// ranges and sums through the API.
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import * as egresos from '../modules/egresos/egresos.repository.ts';
import { consultarLista, ordenDeLista, recorrerLista } from './listas.ts';

const t = await useTestApp();
const TZ = 'America/Mexico_City';
const consulta = (donde: SQL | undefined) => egresos.consultaLista(t.database.db)(donde) as PgSelect;
const maquinas: number[] = [];

beforeAll(async () => {
  const admin = await t.login();
  const id_categoria_transaccion = (
    await t.post('/cat/categorias/trans/new', { tipo: 'GASTO LISTAS' }, admin)
  ).body.resultados[0].id_categoria_transaccion;
  for (const [nombre, cuantos] of [
    ['Listas A', 4],
    ['Listas B', 1],
  ] as const) {
    const id_maquina = (await t.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin)).body.resultados[0]
      .id_maquina as number;
    maquinas.push(id_maquina);
    for (let i = 0; i < cuantos; i++) {
      const res = await t.post(
        '/egresos/new',
        {
          id_maquina,
          id_categoria_transaccion,
          descripcion: `${nombre} ${i}`,
          monto: 10 + i,
          fecha_transaccion: `2026-03-0${i + 1}T18:00:00Z`,
        },
        admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }
});

const maquinasDe = (filas: Record<string, unknown>[]) => [...new Set(filas.map((f) => f.id_maquina))].sort();

describe('consultarLista', () => {
  it("filters by the machine when one is named, and shows every machine's rows when none is", async () => {
    const [a, b] = maquinas as [number, number];
    const deA = await consultarLista(t.database.db, egresos.LISTA, { id_maquina: a }, TZ, consulta);
    expect(deA.filas).toHaveLength(4);
    expect(maquinasDe(deA.filas)).toEqual([a]);
    const todas = await consultarLista(t.database.db, egresos.LISTA, {}, TZ, consulta);
    expect(todas.filas).toHaveLength(5);
    expect(maquinasDe(todas.filas)).toEqual([a, b].sort());
  });
});

describe('recorrerLista', () => {
  const lotes = async (p: Record<string, unknown>, lote: number) => {
    const tamaños: number[] = [];
    for await (const l of recorrerLista(egresos.LISTA, p, TZ, consulta, lote)) tamaños.push(l.length);
    return tamaños;
  };

  it('hands out full batches and never an empty one, even when the rows fill the last batch exactly', async () => {
    const a = maquinas[0];
    expect(await lotes({ id_maquina: a }, 2)).toEqual([2, 2]);
    expect(await lotes({ id_maquina: a }, 3)).toEqual([3, 1]);
    expect(await lotes({ id_maquina: a, buscar: 'no hay tal cosa' }, 2)).toEqual([]);
  });
});

describe('ordenDeLista', () => {
  it('says which order a list cannot sort by when its own order is not one of its fields', () => {
    expect(() => ordenDeLista({ ...egresos.LISTA, porOmision: '-nada' }, undefined)).toThrow(
      'La lista no ordena por -nada',
    );
  });
});
