// Monthly statements of host stores (issue 18, contract §8): generate a month, close it, list and read statements,
// adjust an open month, and profitability. A store's own user reads only their store's statements; anyone else the
// stores they may see (404 for the rest).
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import { describirConvenio } from '@aguavend/contract/convenios';
import {
  AjusteNuevoSchema,
  AjusteSchema,
  EstadoCuentaSchema,
  EstadoDetalleSchema,
  EstadosListaSchema,
  EstadoVerSchema,
  IdAjusteSchema,
  MesCerradoSchema,
  MesSchema,
  RentabilidadFilaSchema,
  RentabilidadParamsSchema,
} from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { conflicto, encontrado, erroresApi, ok, unaFila } from '../../lib/http.ts';
import { maquinasVisibles, tiendasDe, usuarioDe } from '../../plugins/auth.ts';
import { responderLista } from '../listas/exportes.ts';
import { buscarTienda } from '../tiendas/tiendas.repository.ts';
import { listarConvenios } from './convenios.repository.ts';
import {
  buscarAjuste,
  buscarEstado,
  cerrarMes,
  crearAjuste,
  detalleEstado,
  eliminarAjuste,
  estadosPorId,
  generarEstados,
  listarEstados,
  listarMesesCerrados,
  mesAbiertoAntes,
  mesTerminado,
} from './estados.repository.ts';
import { rentabilidad } from './rentabilidad.repository.ts';

const m = mensajes.estadosCuenta;
const tiendaNoExiste = mensajes.catalogos.tiendaNoExiste;
const estados = respuesta(EstadoCuentaSchema);
const pantalla = { acceso: ['estadosCuenta'] as const };

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  app.post(
    '/estado-cuenta',
    {
      config: { acceso: ['estadosCuenta', 'miTienda'] },
      schema: {
        tags: ['cuentas'],
        summary:
          'Estados de cuenta (de un mes, de una tienda o todos): lo pagado se aplica a los meses más antiguos primero; con formato, el enlace de su exportación',
        body: EstadosListaSchema,
        response: { 200: respuestaLista(EstadoCuentaSchema), ...erroresApi },
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
        'estados',
        { ...request.body, visible_para: tiendasDe(request) },
        (p) => listarEstados(app.db, p, tz),
      );
    },
  );

  app.post(
    '/estado-cuenta/generar',
    {
      config: pantalla,
      schema: {
        tags: ['cuentas'],
        summary:
          'Generar (o volver a generar) los estados de cuenta de un mes, de cada tienda con máquinas o ajustes en él (409 si el mes está cerrado)',
        body: MesSchema,
        response: { 200: estados, ...erroresApi },
      },
    },
    async (request) => {
      const { mes } = request.body;
      const ids = await comoUsuario(app.db, request, (tx) =>
        generarEstados(tx, mes, tiendasDe(request), usuarioDe(request).id_usuario),
      );
      return ok(await estadosPorId(app.db, ids), m.generados(ids.length));
    },
  );

  app.post(
    '/estado-cuenta/cerrar',
    {
      // Closing a month freezes every store's money in it: ADMIN's alone, like approving a corte.
      config: { acceso: 'admin' },
      schema: {
        tags: ['cuentas'],
        summary:
          'Cerrar un mes ya terminado, en orden (409 si sigue abierto un mes anterior con estados de cuenta): genera sus estados de cuenta y desde entonces todo cambio fechado en él responde 409',
        body: MesSchema,
        response: { 200: respuesta(MesCerradoSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { mes } = request.body;
      if (!(await mesTerminado(app.db, mes, tz))) throw conflicto(m.mesNoTerminado);
      const usuario = usuarioDe(request);
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const antes = await mesAbiertoAntes(tx, mes);
        if (antes) throw conflicto(m.mesAnteriorAbierto(antes));
        // Generating refuses a closed month (409), so closing twice answers that.
        await generarEstados(tx, mes, undefined, usuario.id_usuario);
        return cerrarMes(tx, mes, usuario.id_usuario);
      });
      return unaFila(fila && { ...fila, usuario: usuario.username }, m.mesCerradoOk(mes));
    },
  );

  app.post(
    '/estado-cuenta/meses-cerrados',
    {
      config: { acceso: ['estadosCuenta', 'miTienda'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Los meses cerrados, el más reciente primero',
        response: { 200: respuesta(MesCerradoSchema), ...erroresApi },
      },
    },
    async () => ok(await listarMesesCerrados(app.db)),
  );

  app.post(
    '/estado-cuenta/ver',
    {
      config: { acceso: ['estadosCuenta', 'miTienda'] },
      schema: {
        tags: ['cuentas'],
        summary:
          'El estado de cuenta de una tienda y un mes: máquinas, líneas de comisión, ajustes, pagos recibidos en el mes y a qué meses se aplicaron, saldo anterior + cargos del mes − pagos recibidos = saldo al cierre, y lo que cada mes debía al cierre',
        body: EstadoVerSchema,
        response: { 200: respuesta(EstadoDetalleSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_tienda, mes } = request.body;
      const alcance = tiendasDe(request);
      const tienda = encontrado(await buscarTienda(app.db, id_tienda, alcance), tiendaNoExiste);
      const estado = encontrado(await buscarEstado(app.db, id_tienda, mes, alcance), m.noExiste);
      const [detalle, convenios] = await Promise.all([
        detalleEstado(app.db, estado.id_estado, id_tienda, mes),
        listarConvenios(app.db, id_tienda),
      ]);
      const descripcion = new Map(convenios.map((c) => [c.id_convenio, describirConvenio(c)]));
      // One arithmetic: the list's row carries the statement's balance, worked out once in SQL.
      const { saldo_anterior, saldo } = estado;
      return ok([
        {
          estado,
          tienda: {
            nombre_comercial: tienda.nombre_comercial,
            razon_social: tienda.razon_social,
            rfc: tienda.rfc,
          },
          ...detalle,
          lineas: detalle.lineas.map((l) => ({ ...l, convenio: descripcion.get(l.id_convenio) ?? '' })),
          saldo_anterior,
          saldo,
        },
      ]);
    },
  );

  app.post(
    '/estado-cuenta/ajuste/new',
    {
      config: pantalla,
      schema: {
        tags: ['cuentas'],
        summary:
          'Registrar un ajuste (positivo o negativo) a la cuenta de una tienda en un mes abierto; se ve al generar o consultar ese mes',
        body: AjusteNuevoSchema,
        response: { 200: respuesta(AjusteSchema), ...erroresApi },
      },
    },
    async (request) => {
      const a = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await buscarTienda(tx, a.id_tienda, tiendasDe(request)), tiendaNoExiste);
        return crearAjuste(tx, { ...a, id_usuario: usuarioDe(request).id_usuario });
      });
      return unaFila(fila, m.ajusteRegistrado);
    },
  );

  app.post(
    '/estado-cuenta/ajuste/eliminar',
    {
      config: pantalla,
      schema: {
        tags: ['cuentas'],
        summary: 'Eliminar un ajuste de un mes abierto',
        body: IdAjusteSchema,
        response: { 200: respuesta(AjusteSchema), ...erroresApi },
      },
    },
    async (request) => {
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const a = encontrado(
          await buscarAjuste(tx, request.body.id_ajuste, tiendasDe(request)),
          m.ajusteNoExiste,
        );
        await eliminarAjuste(tx, a.id_ajuste);
        return a;
      });
      return unaFila(fila, m.ajusteEliminado);
    },
  );

  app.post(
    '/estado-cuenta/rentabilidad',
    {
      config: pantalla,
      schema: {
        tags: ['cuentas'],
        summary:
          'Rentabilidad por tienda o por máquina de un mes a otro: ventas − egresos − comisión (con ajustes, por tienda)',
        body: RentabilidadParamsSchema,
        response: { 200: respuesta(RentabilidadFilaSchema), ...erroresApi },
      },
    },
    async (request) =>
      ok(
        await rentabilidad(app.db, request.body, tz, {
          tiendas: tiendasDe(request),
          maquinas: maquinasVisibles(request),
        }),
      ),
  );
};

export default routes;
