// The bounds of an attachment (contract §9, issue 41): a file of up to exactly 5 MiB, and the quotas of Ajustes per
// machine and in all, each tried at its limit and one byte past it; a refused file stores nothing.
import { AJUSTES_POR_OMISION } from '@aguavend/contract/ajustes';
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';
import { formulario } from '../../../test/multipart.ts';

const t = await useTestApp();
const m = mensajes.sanitario;
const MiB = 1024 * 1024;
let admin: string;
let operador: string;

/** A new machine of the operator's, with one sanitary entry: the entry's id. */
async function entradaNueva(nombre: string) {
  const maquina = await t.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin);
  const id_maquina = maquina.body.resultados[0].id_maquina as number;
  const usuarios = await t.post('/users', { buscar: 'cuota_operador' }, admin);
  const id_usuario = usuarios.body.resultados[0].id_usuario as number;
  expect((await t.post('/users/maquina/asignar', { id_usuario, id_maquina }, admin)).status).toBe(200);
  const entrada = await t.post(
    '/registro-sanitario/new',
    {
      id_maquina,
      tipo: 'ANALISIS',
      fecha: '2026-01-15',
      responsable: 'Lab',
      laboratorio: 'Lab Central',
      resultado: 'CONFORME',
    },
    operador,
  );
  expect(entrada.status, JSON.stringify(entrada.body)).toBe(200);
  return entrada.body.resultados[0].id_registro as number;
}

/** Uploads a PDF of exactly `bytes` bytes to the entry, as the operator. */
function subir(id_registro: number, bytes: number) {
  const datos = Buffer.alloc(bytes);
  datos.write('%PDF-');
  const f = formulario({ id_registro: String(id_registro) }, [{ campo: 'archivo', nombre: 'a.pdf', datos }]);
  return t.inject({
    method: 'POST',
    url: '/registro-sanitario/adjunto/new',
    payload: f.payload,
    headers: { ...f.headers, autorizado: operador },
  });
}

async function guardados() {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as n from adjuntos_sanitarios`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n;
}

beforeAll(async () => {
  admin = await t.login();
  operador = await nonAdminToken(t, 'cuota_operador', ['registroSanitario']);
});

describe('POST /registro-sanitario/adjunto/new bounds', () => {
  it('accepts a file of exactly 5 MiB and refuses one of 5 MiB and a byte, storing nothing', async () => {
    const id_registro = await entradaNueva('Cinco MiB');
    const justo = await subir(id_registro, 5 * MiB);
    expect([justo.status, justo.body.resultados?.[0]?.tamano]).toEqual([200, 5_242_880]);
    const antes = await guardados();
    const pasado = await subir(id_registro, 5 * MiB + 1);
    expect([pasado.status, pasado.body.mensaje_user]).toEqual([400, m.adjuntoGrande]);
    expect(await guardados()).toBe(antes);
  });

  it('keeps each machine and all of them within their quotas of Ajustes: at the limit yes, a byte past it 413', async () => {
    const [a, b, c] = [
      await entradaNueva('Cuota A'),
      await entradaNueva('Cuota B'),
      await entradaNueva('Cuota C'),
    ];
    await t.database.db.execute(sql`delete from adjuntos_sanitarios`);
    const defecto = await t.post('/ajustes', {}, admin);
    expect(defecto.body.resultados[0]).toMatchObject({ adjuntos_mib_maquina: 100, adjuntos_mib_total: 1024 });
    const ajustes = { ...AJUSTES_POR_OMISION, adjuntos_mib_maquina: 2, adjuntos_mib_total: 3 };
    expect((await t.post('/ajustes/editar', ajustes, admin)).status).toBe(200);

    // A machine filled exactly to its 2 MiB; then any more is past it.
    expect((await subir(a, 2 * MiB)).status).toBe(200);
    const llena = await subir(a, 5);
    expect([llena.status, llena.body.mensaje_user]).toEqual([413, m.adjuntoCuotaMaquina(2)]);
    const pasada = await subir(b, 2 * MiB + 1);
    expect([pasada.status, pasada.body.mensaje_user]).toEqual([413, m.adjuntoCuotaMaquina(2)]);
    // All of them: 2 MiB stored, so 1 MiB more is exactly the 3 MiB total, and a byte more is past it.
    const total = await subir(c, MiB + 1);
    expect([total.status, total.body.mensaje_user]).toEqual([413, m.adjuntoCuotaTotal(3)]);
    expect(await guardados()).toBe(1);
    expect((await subir(c, MiB)).status).toBe(200);
    expect(await guardados()).toBe(2);
  });
});
