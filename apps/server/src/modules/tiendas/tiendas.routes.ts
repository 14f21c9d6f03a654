// Stores and their addresses: lists, create, edit, soft delete and restore. A non-ADMIN user reaches only the stores
// they registered (and their addresses); any other answers 404 (contract §7).
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import {
  DomicilioEditarSchema,
  DomicilioNuevoSchema,
  DomicilioSchema,
  DomiciliosListaSchema,
  IdDomicilioSchema,
} from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import {
  esRfcGenerico,
  IdTiendaSchema,
  TiendaEditarSchema,
  TiendaNuevaSchema,
  TiendaSchema,
  TiendasListaSchema,
} from '@aguavend/contract/tiendas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflicto, encontrado, erroresApi, unaFila } from '../../lib/http.ts';
import { tiendasDe, usuarioDe } from '../../plugins/auth.ts';
import { responderLista } from '../listas/exportes.ts';
import {
  bloquearTiendas,
  buscarDomicilio,
  buscarTienda,
  crearDomicilio,
  crearTienda,
  editarDomicilio,
  editarTienda,
  listarDomicilios,
  listarTiendas,
  marcarDomicilioEliminado,
  marcarTiendaEliminada,
  tiendaDuplicada,
} from './tiendas.repository.ts';

const m = mensajes.tiendas;
const md = mensajes.domicilios;
const noExiste = mensajes.catalogos.tiendaNoExiste;
const tiendasLista = respuestaLista(TiendaSchema);
const domiciliosLista = respuestaLista(DomicilioSchema);
const tienda = respuesta(TiendaSchema);
const domicilio = respuesta(DomicilioSchema);
const pantallaTiendas = { acceso: ['tiendas'] as const };
const pantallaDomicilios = { acceso: ['domicilios'] as const };

/**
 * 409 when another store has this RFC, or, for a generic RFC (exempt, contract §8), this razón social without regard
 * to case or accents. Runs under the stores' lock.
 */
async function sinDuplicado(db: DbOrTx, t: { rfc: string; razon_social: string | null }, excepto?: number) {
  await bloquearTiendas(db);
  if (!esRfcGenerico(t.rfc)) {
    if (await tiendaDuplicada(db, { rfc: t.rfc }, excepto)) throw conflicto(m.rfcDuplicado(t.rfc));
  } else if (t.razon_social && (await tiendaDuplicada(db, { razon_social: t.razon_social }, excepto))) {
    throw conflicto(m.razonSocialDuplicada(t.razon_social));
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  for (const [url, eliminadas] of [
    ['/tienda', false],
    ['/tienda/eliminados', true],
  ] as const) {
    app.post(
      url,
      {
        // The active list is also the selects' reference list: the address screen picks a store from it, Reportes
        // filters by one, and Estados de cuenta registers a store's payment.
        config: {
          acceso: eliminadas
            ? (['tiendas'] as const)
            : (['tiendas', 'domicilios', 'reportes', 'estadosCuenta'] as const),
        },
        schema: {
          tags: ['tiendas'],
          summary: eliminadas
            ? 'Tiendas eliminadas: sin pagina, todas; con pagina, una página y su total; con formato, el enlace de su exportación'
            : 'Lista de tiendas: sin pagina, todas, la más reciente primero (así la leen los selectores); con pagina, una página y su total; con formato, el enlace de su exportación',
          body: TiendasListaSchema,
          response: { 200: tiendasLista, ...erroresApi },
        },
      },
      async (request) =>
        responderLista(
          app.db,
          request,
          'tiendas',
          { ...request.body, eliminados: eliminadas, visible_para: tiendasDe(request) },
          (p) => listarTiendas(app.db, p, tz),
        ),
    );
  }

  app.post(
    '/tienda/new',
    {
      config: pantallaTiendas,
      schema: {
        tags: ['tiendas'],
        summary:
          'Registrar una tienda (RFC con el formato del SAT; se guarda en mayúsculas; 409 si el RFC, o con RFC genérico la razón social, ya está registrado)',
        body: TiendaNuevaSchema,
        response: { 200: tienda, ...erroresApi },
      },
    },
    async (request) => {
      const { nombre_comercial, razon_social, rfc, tipo_persona } = request.body;
      // The store is recorded as the signed-in user's, whatever id the client sent.
      const id_usuario = usuarioDe(request).id_usuario;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        await sinDuplicado(tx, { rfc, razon_social });
        return crearTienda(tx, { nombre_comercial, razon_social, rfc, tipo_persona, id_usuario });
      });
      return unaFila(fila, m.registrada);
    },
  );

  app.post(
    '/tienda/editar',
    {
      config: pantallaTiendas,
      schema: {
        tags: ['tiendas'],
        summary: 'Editar una tienda: los mismos campos y reglas que al registrarla',
        body: TiendaEditarSchema,
        response: { 200: tienda, ...erroresApi },
      },
    },
    async (request) => {
      const { id_tienda, ...datos } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await buscarTienda(tx, id_tienda, tiendasDe(request)), noExiste);
        await sinDuplicado(tx, datos, id_tienda);
        return editarTienda(tx, id_tienda, datos);
      });
      return unaFila(fila, m.actualizada, noExiste);
    },
  );

  for (const [url, eliminar] of [
    ['/tienda/eliminar', true],
    ['/tienda/restaurar', false],
  ] as const) {
    app.post(
      url,
      {
        config: pantallaTiendas,
        schema: {
          tags: ['tiendas'],
          summary: eliminar
            ? 'Eliminar una tienda (se puede restaurar; sus domicilios se conservan)'
            : 'Restaurar una tienda eliminada',
          body: IdTiendaSchema,
          response: { 200: tienda, ...erroresApi },
        },
      },
      async (request) => {
        const { id_tienda } = request.body;
        const fila = await comoUsuario(app.db, request, async (tx) => {
          encontrado(await buscarTienda(tx, id_tienda, tiendasDe(request)), noExiste);
          return marcarTiendaEliminada(tx, id_tienda, eliminar);
        });
        return unaFila(fila, eliminar ? m.eliminada : m.restaurada, noExiste);
      },
    );
  }

  for (const [url, eliminados] of [
    ['/domicilio', false],
    ['/domicilio/eliminados', true],
  ] as const) {
    app.post(
      url,
      {
        config: pantallaDomicilios,
        schema: {
          tags: ['tiendas'],
          summary: eliminados
            ? 'Domicilios eliminados de una tienda: sin pagina, todos; con pagina, una página y su total; con formato, el enlace de su exportación'
            : 'Domicilios de una tienda: sin pagina, todos, el más reciente primero; con pagina, una página y su total; con formato, el enlace de su exportación',
          body: DomiciliosListaSchema,
          response: { 200: domiciliosLista, ...erroresApi },
        },
      },
      async (request) => {
        encontrado(await buscarTienda(app.db, request.body.id_tienda, tiendasDe(request)), noExiste);
        return responderLista(app.db, request, 'domicilios', { ...request.body, eliminados }, (p) =>
          listarDomicilios(app.db, p, tz),
        );
      },
    );
  }

  app.post(
    '/domicilio/new',
    {
      config: pantallaDomicilios,
      schema: {
        tags: ['tiendas'],
        summary:
          'Registrar el domicilio de una tienda (colonia, código postal, municipio y estado se pueden omitir, como en la especificación)',
        body: DomicilioNuevoSchema,
        response: { 200: domicilio, ...erroresApi },
      },
    },
    async (request) => {
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(
          await buscarTienda(tx, request.body.id_tienda, tiendasDe(request), { activa: true }),
          noExiste,
        );
        return crearDomicilio(tx, request.body);
      });
      return unaFila(fila, md.registrado);
    },
  );

  app.post(
    '/domicilio/editar',
    {
      config: pantallaDomicilios,
      schema: {
        tags: ['tiendas'],
        summary:
          'Editar un domicilio: la dirección completa (colonia, código postal, municipio y estado obligatorios)',
        body: DomicilioEditarSchema,
        response: { 200: domicilio, ...erroresApi },
      },
    },
    async (request) => {
      const { id_domicilio, ...datos } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await buscarDomicilio(tx, id_domicilio, tiendasDe(request)), md.noExiste);
        // The address may move to another of the caller's active stores.
        encontrado(await buscarTienda(tx, datos.id_tienda, tiendasDe(request), { activa: true }), noExiste);
        return editarDomicilio(tx, id_domicilio, datos);
      });
      return unaFila(fila, md.actualizado, md.noExiste);
    },
  );

  for (const [url, eliminar] of [
    ['/domicilio/eliminar', true],
    ['/domicilio/restaurar', false],
  ] as const) {
    app.post(
      url,
      {
        config: pantallaDomicilios,
        schema: {
          tags: ['tiendas'],
          summary: eliminar
            ? 'Eliminar un domicilio (se puede restaurar)'
            : 'Restaurar un domicilio eliminado',
          body: IdDomicilioSchema,
          response: { 200: domicilio, ...erroresApi },
        },
      },
      async (request) => {
        const { id_domicilio } = request.body;
        const fila = await comoUsuario(app.db, request, async (tx) => {
          encontrado(await buscarDomicilio(tx, id_domicilio, tiendasDe(request)), md.noExiste);
          return marcarDomicilioEliminado(tx, id_domicilio, eliminar);
        });
        return unaFila(fila, eliminar ? md.eliminado : md.restaurado, md.noExiste);
      },
    );
  }
};

export default routes;
