// Payments to host stores (issue 18): a payment settles the store's oldest unpaid months first (the statements'
// view applies it); one dated in a closed month is refused by the database (409).
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import {
  IdPagoSchema,
  PagoNuevoSchema,
  PagoSchema,
  PagosListaSchema,
} from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { encontrado, erroresApi, unaFila } from '../../lib/http.ts';
import { tiendasDe, usuarioDe } from '../../plugins/auth.ts';
import { responderLista } from '../listas/exportes.ts';
import { buscarTienda } from '../tiendas/tiendas.repository.ts';
import { buscarPago, crearPago, eliminarPago, listarPagos } from './pagos.repository.ts';

const m = mensajes.estadosCuenta;
const pago = respuesta(PagoSchema);

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
        return crearPago(tx, { ...p, id_usuario: usuarioDe(request).id_usuario });
      });
      return unaFila(fila, m.pagoRegistrado);
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
