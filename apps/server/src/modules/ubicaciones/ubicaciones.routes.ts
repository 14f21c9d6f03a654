// Where each machine stands (issue 18): place it at a store's address from a day (its current placement ends the day
// before), withdraw it, list a machine's or a store's history, and undo a machine's last placement. Every write holds
// the machine's row lock, so a machine's placements never overlap; writes touching a closed month are refused by the
// database (drizzle/0020) and answer 409.
import { respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  IdUbicacionSchema,
  RetirarSchema,
  UbicacionesListaSchema,
  UbicacionSchema,
  UbicarSchema,
} from '@aguavend/contract/ubicaciones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { conflicto, encontrado, erroresApi, ok, unaFila } from '../../lib/http.ts';
import { exigirMaquina, maquinasVisibles, tiendasDe, usuarioDe } from '../../plugins/auth.ts';
import { buscarTienda } from '../tiendas/tiendas.repository.ts';
import {
  bloquearMaquina,
  crearUbicacion,
  diaAnterior,
  domicilioUbicable,
  eliminarUbicacion,
  fijarHasta,
  leerUbicacion,
  listarUbicaciones,
  maquinaDeUbicacion,
  reabrirSiContigua,
  ubicacionesActuales,
  ultimaUbicacion,
} from './ubicaciones.repository.ts';

const m = mensajes.ubicaciones;
const maquinaNoExiste = mensajes.catalogos.maquinaNoExiste;
const tiendaNoExiste = mensajes.catalogos.tiendaNoExiste;
const ubicacion = respuesta(UbicacionSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/maquina/ubicar',
    {
      config: { acceso: ['tiendas'] },
      schema: {
        tags: ['tiendas'],
        summary:
          'Colocar una máquina en el domicilio de una tienda desde un día: su colocación actual termina el día anterior (409 si la nueva no empieza después de la actual o del último retiro, si ya está en ese domicilio, o si toca un mes cerrado)',
        body: UbicarSchema,
        response: { 200: ubicacion, ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina, id_domicilio, desde } = request.body;
      exigirMaquina(request, id_maquina, maquinaNoExiste);
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const domicilio = encontrado(
          await domicilioUbicable(tx, id_domicilio, tiendasDe(request)),
          m.domicilioNoExiste,
        );
        encontrado(await bloquearMaquina(tx, id_maquina), maquinaNoExiste);
        const ultima = await ultimaUbicacion(tx, id_maquina);
        if (ultima && ultima.hasta === null) {
          if (ultima.id_domicilio === id_domicilio) throw conflicto(m.yaAhi);
          if (desde <= ultima.desde) throw conflicto(m.desdeAntes(ultima.desde));
          // A move: the machine's last day at the old place is the day before it arrives at the new one.
          await fijarHasta(tx, ultima.id_ubicacion, diaAnterior(desde));
        } else if (ultima?.hasta && desde <= ultima.hasta) {
          throw conflicto(m.despuesDeRetiro(ultima.hasta));
        }
        const id = await crearUbicacion(tx, {
          id_maquina,
          id_tienda: domicilio.id_tienda,
          id_domicilio,
          desde,
          id_usuario: usuarioDe(request).id_usuario,
        });
        return id === undefined ? undefined : leerUbicacion(tx, id);
      });
      return unaFila(fila, m.ubicada);
    },
  );

  app.post(
    '/maquina/retirar',
    {
      config: { acceso: ['tiendas'] },
      schema: {
        tags: ['tiendas'],
        summary:
          'Retirar una máquina de la tienda donde está: hasta es su último día allí (409 si no está colocada, si hasta es anterior a su llegada, o si toca un mes cerrado)',
        body: RetirarSchema,
        response: { 200: ubicacion, ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina, hasta } = request.body;
      exigirMaquina(request, id_maquina, maquinaNoExiste);
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await bloquearMaquina(tx, id_maquina), maquinaNoExiste);
        const ultima = await ultimaUbicacion(tx, id_maquina);
        if (!ultima || ultima.hasta !== null) throw conflicto(m.sinUbicacion);
        if (hasta < ultima.desde) throw conflicto(m.hastaAntes(ultima.desde));
        await fijarHasta(tx, ultima.id_ubicacion, hasta);
        return leerUbicacion(tx, ultima.id_ubicacion);
      });
      return unaFila(fila, m.retirada);
    },
  );

  app.post(
    '/maquina/ubicaciones/actuales',
    {
      config: { acceso: ['tiendas'] },
      schema: {
        tags: ['tiendas'],
        summary:
          "Dónde está cada máquina hoy: su colocación vigente (la más reciente abierta o que termina hoy o después), de las máquinas que ve el usuario; para 'Colocar máquina'",
        body: SinCuerpoSchema,
        response: { 200: ubicacion, ...erroresApi },
      },
    },
    async (request) =>
      ok(await ubicacionesActuales(app.db, app.config.businessTz, maquinasVisibles(request))),
  );

  app.post(
    '/maquina/ubicaciones',
    {
      config: { acceso: ['tiendas', 'estadosCuenta'] },
      schema: {
        tags: ['tiendas'],
        summary:
          'Historial de colocaciones de una máquina o de una tienda, la más reciente primero (de una tienda, un usuario que no es ADMIN ve solo sus máquinas)',
        body: UbicacionesListaSchema,
        response: { 200: ubicacion, ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina, id_tienda } = request.body;
      const alcance = tiendasDe(request);
      if (id_maquina !== undefined) {
        exigirMaquina(request, id_maquina, maquinaNoExiste);
      }
      if (id_tienda !== undefined) {
        encontrado(await buscarTienda(app.db, id_tienda, alcance), tiendaNoExiste);
      }
      // A store's own user sees every machine that stood at their store; any other non-ADMIN user, their own machines.
      const maquinas =
        alcance !== undefined && 'id_tienda' in alcance ? undefined : maquinasVisibles(request);
      return ok(await listarUbicaciones(app.db, { id_maquina, id_tienda, maquinas }));
    },
  );

  app.post(
    '/maquina/ubicacion/eliminar',
    {
      config: { acceso: ['tiendas'] },
      schema: {
        tags: ['tiendas'],
        summary:
          'Deshacer la última colocación de una máquina: la anterior vuelve a quedar abierta si terminó el día antes (409 si no es la última o si toca un mes cerrado)',
        body: IdUbicacionSchema,
        response: { 200: ubicacion, ...erroresApi },
      },
    },
    async (request) => {
      const { id_ubicacion } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const id_maquina = encontrado(await maquinaDeUbicacion(tx, id_ubicacion), m.noExiste);
        exigirMaquina(request, id_maquina, m.noExiste);
        await bloquearMaquina(tx, id_maquina);
        const ultima = await ultimaUbicacion(tx, id_maquina);
        if (ultima?.id_ubicacion !== id_ubicacion) throw conflicto(m.soloUltima);
        const deshecha = await leerUbicacion(tx, id_ubicacion);
        await eliminarUbicacion(tx, id_ubicacion);
        const anterior = await ultimaUbicacion(tx, id_maquina);
        if (anterior) await reabrirSiContigua(tx, anterior.id_ubicacion, ultima.desde);
        return deshecha;
      });
      return unaFila(fila, m.deshecha);
    },
  );
};

export default routes;
