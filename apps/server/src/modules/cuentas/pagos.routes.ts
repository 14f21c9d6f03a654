// Payments to host stores (issue 18): a payment settles the store's oldest unpaid months first (the statements'
// view applies it); one dated in a closed month is refused by the database (409). A payment may be taken in cash from
// a corte's box at the machine (decision 040): it lowers what that corte leaves to deposit, never its counted cash.
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import {
  IdPagoSchema,
  PagoCorteSchema,
  PagoCortesParamsSchema,
  PagoNuevoSchema,
  PagoSchema,
  PagosListaSchema,
} from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import type { Tx } from '../../db/client.ts';
import { conflicto, encontrado, erroresApi, ok, unaFila } from '../../lib/http.ts';
import { exigirMaquina, maquinasVisibles, tiendasDe, usuarioDe } from '../../plugins/auth.ts';
import { corteBloqueado, pesos } from '../cortes/registro.ts';
import { responderLista } from '../listas/exportes.ts';
import { buscarTienda } from '../tiendas/tiendas.repository.ts';
import { buscarPago, cortesParaPago, crearPago, eliminarPago, listarPagos } from './pagos.repository.ts';

const m = mensajes.estadosCuenta;
const pago = respuesta(PagoSchema);

/**
 * A payment from a corte's box (decision 040): the corte locked (as any change of a corte), then refused unless it
 * is active and not deposited, its machine stood at the store on its day, and its box still holds the amount.
 */
async function exigirCortePagable(
  tx: Tx,
  request: FastifyRequest,
  p: { id_tienda: number; id_corte: number; monto: number },
) {
  const corte = await corteBloqueado(tx, p.id_corte, (id_maquina) =>
    exigirMaquina(request, id_maquina, mensajes.cortes.noExiste),
  );
  if (corte.estado === 'RECHAZADO' || corte.id_deposito !== null) throw conflicto(m.pagoCorteNoDisponible);
  const [c] = await cortesParaPago(tx, p.id_tienda, undefined, p.id_corte);
  if (!c) throw conflicto(m.pagoCorteOtraTienda);
  if (p.monto > c.disponible) throw conflicto(m.pagoCorteExcede(pesos(c.disponible)));
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  app.post(
    '/pago',
    {
      config: { acceso: ['estadosCuenta', 'miTienda'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Pagos a tiendas: por tienda y periodo; con formato, el enlace de su exportación',
        body: PagosListaSchema,
        response: { 200: respuestaLista(PagoSchema), ...erroresApi },
      },
    },
    async (request) => {
      // A store the caller may not see is, for them, a store that does not exist (contract §7).
      const id_tienda = request.body?.id_tienda;
      if (id_tienda !== undefined)
        encontrado(
          await buscarTienda(app.db, id_tienda, tiendasDe(request)),
          mensajes.catalogos.tiendaNoExiste,
        );
      return responderLista(
        app.db,
        request,
        'pagos',
        { ...request.body, visible_para: tiendasDe(request) },
        (p) => listarPagos(app.db, p, tz),
      );
    },
  );

  app.post(
    '/pago/new',
    {
      config: { acceso: ['estadosCuenta'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Registrar un pago a una tienda (salda primero sus meses pendientes más antiguos)',
        body: PagoNuevoSchema,
        response: { 200: pago, ...erroresApi },
      },
    },
    async (request) => {
      const p = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(
          await buscarTienda(tx, p.id_tienda, tiendasDe(request)),
          mensajes.catalogos.tiendaNoExiste,
        );
        const id_corte = p.id_corte ?? null;
        if (id_corte !== null) await exigirCortePagable(tx, request, { ...p, id_corte });
        return crearPago(tx, { ...p, id_corte, id_usuario: usuarioDe(request).id_usuario });
      });
      return unaFila(fila, m.pagoRegistrado);
    },
  );

  app.post(
    '/pago/cortes',
    {
      config: { acceso: ['estadosCuenta'] },
      schema: {
        tags: ['cuentas'],
        summary:
          'Cortes de las máquinas de una tienda cuyo efectivo aún puede pagarle (activos, sin depósito), con lo ya pagado y lo disponible',
        body: PagoCortesParamsSchema,
        response: { 200: respuestaLista(PagoCorteSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_tienda } = request.body;
      encontrado(
        await buscarTienda(app.db, id_tienda, tiendasDe(request)),
        mensajes.catalogos.tiendaNoExiste,
      );
      return ok(await cortesParaPago(app.db, id_tienda, maquinasVisibles(request)));
    },
  );

  app.post(
    '/pago/eliminar',
    {
      config: { acceso: ['estadosCuenta'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Eliminar un pago fechado en un mes abierto',
        body: IdPagoSchema,
        response: { 200: pago, ...erroresApi },
      },
    },
    async (request) => {
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const p = encontrado(await buscarPago(tx, request.body.id_pago, tiendasDe(request)), m.pagoNoExiste);
        await eliminarPago(tx, p.id_pago);
        return p;
      });
      return unaFila(fila, m.pagoEliminado);
    },
  );
};

export default routes;
