// Cortes de caja (issue 17, contract §8): record, edit, delete, approve or reject a corte; what the form needs before
// saving; the list, one corte for its comprobante and the summary of sobrantes y faltantes.
import { respuesta, respuestaLista, respuestaPaginada } from '@aguavend/contract/common';
import {
  CorteEditarSchema,
  CorteFilaSchema,
  CorteInicioFilaSchema,
  CorteInicioSchema,
  CorteNuevoSchema,
  CorteRechazoSchema,
  CortesListaSchema,
  CortesResumenFilaSchema,
  CortesResumenSchema,
  IdCorteSchema,
} from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conflicto, encontrado, erroresApi, HttpError, invalido, ok, unaFila } from '../../lib/http.ts';
import { exigirMaquina, maquinasVisibles, usuarioDe } from '../../plugins/auth.ts';
import { buscarMaquina, devolverPrecioSiguiente } from '../catalogos/catalogos.repository.ts';
import { responderLista } from '../listas/exportes.ts';
import * as ventas from '../ventas/ventas.repository.ts';
import {
  actualizar,
  buscar,
  editar,
  hayPosterior,
  listar,
  noPosteriorAlAnterior,
  pagadoDe,
  resumen,
  tolerancias,
  ultimoActivo,
  ventasDelPeriodo,
} from './cortes.repository.ts';
import {
  comprobarLecturas,
  comprobarPrecioNuevo,
  conMotivo,
  corteBloqueado,
  datosDe,
  fechaLeida,
  pesos,
  registrarCorte,
  sincronizarVenta,
} from './registro.ts';

const m = mensajes.cortes;
const c = mensajes.catalogos;
const TAG = ['cortes'];
const pantalla = { acceso: ['cortes'] as const };
const soloAdmin = { acceso: 'admin' as const };
const filas = respuesta(CorteFilaSchema);

const esAdmin = (request: FastifyRequest) => usuarioDe(request).rol === ROL_ADMIN;

/** A corte the caller may act on: it exists, is not deleted, and stands on a machine they see (else 404). */
const corteDe = (tx: Tx, request: FastifyRequest, id_corte: number) =>
  corteBloqueado(tx, id_corte, (id_maquina) => exigirMaquina(request, id_maquina, m.noExiste));

/** Only the collector who recorded it (or an ADMIN) changes a corte. */
function exigirColector(request: FastifyRequest, corte: { id_colector: number }) {
  if (!esAdmin(request) && corte.id_colector !== usuarioDe(request).id_usuario) {
    throw new HttpError(403, mensajes.sesion.sinPermiso);
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;
  /** A change of one corte: in a transaction that names the user, on the corte locked; its row after. */
  const cambiar = async (
    request: FastifyRequest,
    id_corte: number,
    mensaje: string,
    fn: (tx: Tx, corte: Awaited<ReturnType<typeof corteDe>>) => Promise<void>,
  ) => {
    await comoUsuario(app.db, request, async (tx) => fn(tx, await corteDe(tx, request, id_corte)));
    return unaFila(await buscar(app.db, id_corte), mensaje);
  };

  app.post(
    '/corte/inicio',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Lo que el formulario de corte muestra antes de guardar: lectura y fecha anteriores, precio por litro vigente, tolerancia y modo de venta',
        body: CorteInicioSchema,
        response: { 200: respuesta(CorteInicioFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina } = request.body;
      const maquina = encontrado(
        await buscarMaquina(app.db, id_maquina, maquinasVisibles(request)),
        c.maquinaNoExiste,
      );
      const [fila, ultimo, t] = await Promise.all([
        inicialesDe(app.db, id_maquina),
        ultimoActivo(app.db, id_maquina),
        tolerancias(app.db),
      ]);
      // A POR_VENTA corte owes the sales recorded since the previous corte: the form shows them as it is typed.
      const v =
        maquina.modo_venta === 'POR_VENTA'
          ? await ventasDelPeriodo(app.db, id_maquina, ultimo?.fecha ?? null)
          : undefined;
      return ok([
        {
          id_maquina,
          modo_venta: maquina.modo_venta,
          lectura_anterior: ultimo?.lectura ?? fila?.lectura_inicial ?? null,
          precio_litro: ultimo?.precio ?? fila?.precio_litro_inicial ?? null,
          precio_litro_siguiente: fila?.precio_litro_siguiente ?? null,
          fecha_anterior: ultimo?.fecha ?? null,
          ventas_monto: v?.monto ?? null,
          ventas_litros: v?.litros ?? null,
          tolerancia_monto: t.monto,
          tolerancia_porcentaje: t.porcentaje,
        },
      ]);
    },
  );

  app.post(
    '/corte/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Registrar un corte de caja (la misma clave otra vez responde el primer corte; en máquinas POR_CORTE registra la venta de agua del periodo)',
        body: CorteNuevoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const id_corte = await comoUsuario(app.db, request, (tx) =>
        registrarCorte(tx, request.body, {
          id_usuario: usuarioDe(request).id_usuario,
          esAdmin: esAdmin(request),
          visibles: maquinasVisibles(request),
          tz,
        }),
      );
      return unaFila(await buscar(app.db, id_corte), m.registrado);
    },
  );

  app.post(
    '/corte/editar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Editar un corte pendiente (su colector o un ADMIN) o aprobado (solo ADMIN, con motivo_cambio); la lectura, la fecha y el precio nuevo solo en el último corte de la máquina',
        body: CorteEditarSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { id_corte, motivo_cambio, ...b } = request.body;
      return cambiar(request, id_corte, m.actualizado, async (tx, corte) => {
        exigirColector(request, corte);
        if (corte.estado === 'RECHAZADO') throw conflicto(m.corteRechazado);
        if (corte.estado === 'APROBADO') {
          if (!esAdmin(request)) throw conflicto(m.corteAprobado);
          if (!motivo_cambio) throw invalido('motivo_cambio', m.motivoCambioRequerido);
        }
        if (corte.id_deposito !== null) throw conflicto(m.depositado);
        const datos = datosDe(b, new Date(b.fecha));
        comprobarPrecioNuevo(esAdmin(request), datos.precio_litro_nuevo, corte.precio_litro_nuevo);
        const reemplazo = (x: string | null) => x === 'CONTADOR_REEMPLAZADO';
        const cambiaPeriodo =
          datos.fecha.getTime() !== corte.fecha.getTime() ||
          datos.lectura !== corte.lectura ||
          datos.lectura_final_anterior !== corte.lectura_final_anterior ||
          reemplazo(datos.motivo) !== reemplazo(corte.motivo) ||
          datos.precio_litro_nuevo !== corte.precio_litro_nuevo;
        if (cambiaPeriodo && (await hayPosterior(tx, corte))) throw conflicto(m.noEsUltimo);
        if (await noPosteriorAlAnterior(tx, id_corte, datos.fecha)) {
          throw invalido('fecha', m.fechaAnterior(fechaLeida(corte.fecha_anterior as Date, tz)));
        }
        // A base corte's previous reading is its own (the trigger keeps them equal).
        comprobarLecturas(datos, corte.lectura_base ? datos.lectura : corte.lectura_anterior);
        const f = await conMotivo(
          editar(tx, id_corte, {
            ...datos,
            ...(corte.estado === 'APROBADO' ? { motivo_cambio } : {}),
          }),
        );
        // The box cannot hold less than what was already paid to stores from it (decision 040).
        const pagado = await pagadoDe(tx, id_corte);
        if (f && f.contado < pagado) throw conflicto(m.efectivoMenorQuePagos(pesos(pagado)));
        if (f && corte.modo_venta === 'POR_CORTE')
          await sincronizarVenta(tx, corte, { ...f, fecha: datos.fecha });
      });
    },
  );

  app.post(
    '/corte/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Eliminar un corte pendiente (el último de su máquina) o rechazado; elimina su venta de agua. Uno aprobado no se elimina',
        body: IdCorteSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { id_corte } = request.body;
      return cambiar(request, id_corte, m.eliminado, async (tx, corte) => {
        exigirColector(request, corte);
        if (corte.estado === 'APROBADO') throw conflicto(m.corteAprobado);
        if (corte.id_deposito !== null) throw conflicto(m.depositado);
        if ((await pagadoDe(tx, id_corte)) > 0) throw conflicto(m.conPagosTienda);
        if (corte.estado === 'PENDIENTE' && (await hayPosterior(tx, corte))) throw conflicto(m.noEsUltimo);
        await actualizar(tx, id_corte, { fecha_eliminacion: sql`now()` });
        // A rejected corte gave its new price back when it was rejected.
        if (corte.estado === 'PENDIENTE')
          await devolverPrecioSiguiente(tx, corte.id_maquina, corte.precio_litro_nuevo);
        if (corte.id_venta_maquina !== null) await quitarVenta(tx, corte.id_venta_maquina);
      });
    },
  );

  app.post(
    '/corte/aprobar',
    {
      config: soloAdmin,
      schema: {
        tags: TAG,
        summary: 'Aprobar un corte pendiente (ADMIN); aprobado, solo un ADMIN lo cambia',
        body: IdCorteSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { id_corte } = request.body;
      return cambiar(request, id_corte, m.aprobado, async (tx, corte) => {
        if (corte.estado !== 'PENDIENTE') throw conflicto(m.yaDecidido);
        await actualizar(tx, id_corte, {
          estado: 'APROBADO',
          id_decisor: usuarioDe(request).id_usuario,
          fecha_decision: sql`now()`,
        });
      });
    },
  );

  app.post(
    '/corte/rechazar',
    {
      config: soloAdmin,
      schema: {
        tags: TAG,
        summary:
          'Rechazar un corte pendiente con un motivo (ADMIN; el último de su máquina); elimina su venta de agua y lo saca de su depósito',
        body: CorteRechazoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { id_corte, motivo } = request.body;
      return cambiar(request, id_corte, m.rechazado, async (tx, corte) => {
        if (corte.estado !== 'PENDIENTE') throw conflicto(m.yaDecidido);
        if (await hayPosterior(tx, corte)) throw conflicto(m.noEsUltimo);
        // The cash paid from its box to a store was real: the payment goes first (decision 040).
        if ((await pagadoDe(tx, id_corte)) > 0) throw conflicto(m.conPagosTienda);
        // A rejected corte carries no cash, so it leaves its deposit; the deposit keeps the amount the bank
        // received, and its difference against the cortes it still covers shows.
        await actualizar(tx, id_corte, {
          estado: 'RECHAZADO',
          id_deposito: null,
          motivo_rechazo: motivo,
          id_decisor: usuarioDe(request).id_usuario,
          fecha_decision: sql`now()`,
        });
        await devolverPrecioSiguiente(tx, corte.id_maquina, corte.precio_litro_nuevo);
        if (corte.id_venta_maquina !== null) await quitarVenta(tx, corte.id_venta_maquina);
      });
    },
  );

  app.post(
    '/corte',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Un corte, con sus piezas por denominación (para el comprobante)',
        body: IdCorteSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const corte = encontrado(await buscar(app.db, request.body.id_corte), m.noExiste);
      exigirMaquina(request, corte.id_maquina, m.noExiste);
      return ok([corte]);
    },
  );

  for (const [url, eliminados] of [
    ['/cortes', false],
    ['/cortes/eliminados', true],
  ] as const) {
    app.post(
      url,
      {
        config: { acceso: eliminados ? (['cortes'] as const) : (['cortes', 'depositos'] as const) },
        schema: {
          tags: TAG,
          summary: eliminados
            ? 'Cortes eliminados, el más reciente primero'
            : 'Cortes, el más reciente primero (máquina, colector, estado, sin depósito; pagina con total y totales; desde/hasta; orden; buscar; formato)',
          body: CortesListaSchema,
          response: { 200: respuestaLista(CorteFilaSchema), ...erroresApi },
        },
      },
      async (request) => {
        const { id_maquina } = request.body;
        const visibles = maquinasVisibles(request);
        if (id_maquina !== undefined)
          encontrado(await buscarMaquina(app.db, id_maquina, visibles), c.maquinaNoExiste);
        return responderLista(
          app.db,
          request,
          'cortes',
          { ...request.body, eliminados, maquinas: visibles },
          (p) => listar(app.db, p, tz),
        );
      },
    );
  }

  app.post(
    '/cortes/resumen',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Sobrantes y faltantes por colector, máquina o mes: cortes, litros, esperado, contado, sobrantes, faltantes (en positivo), diferencia y cortes fuera de tolerancia, con sus totales',
        body: CortesResumenSchema,
        response: { 200: respuestaPaginada(CortesResumenFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const visibles = maquinasVisibles(request);
      const { id_maquina } = request.body;
      if (id_maquina !== undefined)
        encontrado(await buscarMaquina(app.db, id_maquina, visibles), c.maquinaNoExiste);
      const { filas, totales } = await resumen(app.db, request.body, visibles, tz);
      return { ...ok(filas), total: filas.length, ...(totales ? { totales } : {}) };
    },
  );
};

/** A rejected or deleted corte takes its water sale with it (soft delete: Inicio and the reports drop it). */
async function quitarVenta(tx: Tx, id_venta_maquina: number) {
  const venta = await ventas.bloquearVenta(tx, id_venta_maquina);
  if (venta && venta.fecha_eliminacion === null) await ventas.marcarEliminada(tx, id_venta_maquina, true);
}

/** The machine's starting reading and initial price (no lock: the form only shows them). */
async function inicialesDe(db: DbOrTx, id_maquina: number) {
  const { rows } = (await db.execute(
    sql`select lectura_inicial, precio_litro_inicial::float8 as precio_litro_inicial,
               precio_litro_siguiente::float8 as precio_litro_siguiente
        from maquinas where id_maquina = ${id_maquina}`,
  )) as unknown as {
    rows: {
      lectura_inicial: number | null;
      precio_litro_inicial: number | null;
      precio_litro_siguiente: number | null;
    }[];
  };
  return rows[0];
}

export default routes;
