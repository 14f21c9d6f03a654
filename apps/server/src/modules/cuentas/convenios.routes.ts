// Agreements with host stores (issue 18): a store's history, a new agreement (which ends the one in force the day
// before it starts), and undoing the newest. Agreements dated in a closed month are refused by the database (409).
import { respuesta } from '@aguavend/contract/common';
import {
  ConvenioNuevoSchema,
  ConvenioSchema,
  ConveniosListaSchema,
  IdConvenioSchema,
} from '@aguavend/contract/convenios';
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { estadoCuentaLineas, estadosCuenta } from '../../db/schema/index.ts';
import { conflicto, encontrado, erroresApi, ok, unaFila } from '../../lib/http.ts';
import { tiendasDe, usuarioDe } from '../../plugins/auth.ts';
import { buscarTienda } from '../tiendas/tiendas.repository.ts';
import {
  bloquearTienda,
  buscarConvenio,
  cerrarConvenioAnterior,
  convenioDesde,
  crearConvenio,
  eliminarConvenio,
  listarConvenios,
  productosExistentes,
  ultimoConvenio,
} from './convenios.repository.ts';

const m = mensajes.convenios;
const tiendaNoExiste = mensajes.catalogos.tiendaNoExiste;
const convenio = respuesta(ConvenioSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/convenio',
    {
      config: { acceso: ['tiendas', 'estadosCuenta'] },
      schema: {
        tags: ['cuentas'],
        summary: 'Convenios de una tienda, el más reciente primero',
        body: ConveniosListaSchema,
        response: { 200: convenio, ...erroresApi },
      },
    },
    async (request) => {
      const { id_tienda } = request.body;
      encontrado(await buscarTienda(app.db, id_tienda, tiendasDe(request)), tiendaNoExiste);
      return ok(await listarConvenios(app.db, id_tienda));
    },
  );

  app.post(
    '/convenio/new',
    {
      config: { acceso: ['estadosCuenta'] },
      schema: {
        tags: ['cuentas'],
        summary:
          'Registrar el convenio de una tienda desde un día: termina el día anterior el que estaba vigente (409 si ya hay uno que empieza ese día o después, o si toca un mes cerrado)',
        body: ConvenioNuevoSchema,
        response: { 200: convenio, ...erroresApi },
      },
    },
    async (request) => {
      const { productos = [], ...c } = request.body;
      const ids = [...new Set(productos ?? [])];
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await buscarTienda(tx, c.id_tienda, tiendasDe(request), { activa: true }), tiendaNoExiste);
        await bloquearTienda(tx, c.id_tienda);
        if ((await productosExistentes(tx, ids)) !== ids.length) throw conflicto(m.productoNoExiste);
        const posterior = await convenioDesde(tx, c.id_tienda, c.desde);
        if (posterior) throw conflicto(m.posterior(posterior.desde));
        await cerrarConvenioAnterior(tx, c.id_tienda, c.desde);
        const id = await crearConvenio(tx, {
          id_tienda: c.id_tienda,
          tipo: c.tipo,
          desde: c.desde,
          hasta: c.hasta ?? null,
          porcentaje: c.porcentaje ?? null,
          base_iva: c.base_iva ?? null,
          monto_unidad: c.monto_unidad ?? null,
          monto_litro: c.monto_litro ?? null,
          renta: c.renta ?? null,
          minimo: c.minimo ?? null,
          notas: c.notas,
          id_usuario: usuarioDe(request).id_usuario,
          productos: ids,
        });
        return id === undefined ? undefined : buscarConvenio(tx, id, undefined);
      });
      return unaFila(fila, m.registrado);
    },
  );

  app.post(
    '/convenio/eliminar',
    {
      config: { acceso: ['estadosCuenta'] },
      schema: {
        tags: ['cuentas'],
        summary:
          'Eliminar el convenio más reciente de una tienda (el anterior vuelve a estar vigente; los estados de cuenta de meses abiertos que lo usaban se quitan para generarse de nuevo)',
        body: IdConvenioSchema,
        response: { 200: convenio, ...erroresApi },
      },
    },
    async (request) => {
      const { id_convenio } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const c = encontrado(await buscarConvenio(tx, id_convenio, tiendasDe(request)), m.noExiste);
        await bloquearTienda(tx, c.id_tienda);
        if ((await ultimoConvenio(tx, c.id_tienda))?.id_convenio !== id_convenio)
          throw conflicto(m.soloUltimo);
        // Statements of open months that used it would point at nothing; closed months refuse the delete itself.
        await tx.execute(sql`delete from ${estadosCuenta} where ${estadosCuenta.id_estado} in
          (select ${estadoCuentaLineas.id_estado} from ${estadoCuentaLineas} where ${estadoCuentaLineas.id_convenio} = ${id_convenio})`);
        await eliminarConvenio(tx, c);
        return c;
      });
      return unaFila(fila, m.eliminado);
    },
  );
};

export default routes;
