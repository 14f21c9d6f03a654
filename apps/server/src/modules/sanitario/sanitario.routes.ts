// The sanitary record (issue 19, contract §8): entries by kind, a machine's care (consumables, tasks, latest
// readings, ranges), the printable expediente, consumables and sanitary tasks, and the attachments' delete and
// download link. Every call belongs to the Registro sanitario screen and is scoped by machine: another machine's
// record answers 404. The upload is multipart, on its own route (adjuntos.routes.ts).
import { DescargaSchema, respuesta, respuestaLista } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  AdjuntoFilaSchema,
  ConsumibleEditarSchema,
  ConsumibleFilaSchema,
  ConsumibleNuevoSchema,
  ExpedienteFilaSchema,
  ExpedienteSchema,
  IdAdjuntoSchema,
  IdConsumibleSchema,
  IdRegistroSchema,
  IdTareaSchema,
  MaquinaSanitariaFilaSchema,
  MaquinaSanitariaSchema,
  RegistroEditarSchema,
  RegistroFilaSchema,
  RegistroNuevoSchema,
  RegistrosListaSchema,
  TareaEditarSchema,
  TareaFilaSchema,
  TareaNuevaSchema,
  type TipoAdjunto,
} from '@aguavend/contract/sanitario';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import type { Tx } from '../../db/client.ts';
import { encontrado, erroresApi, HttpError, invalido, ok, sinDuplicado, unaFila } from '../../lib/http.ts';
import { exigirMaquina, maquinasVisibles, usuarioDe } from '../../plugins/auth.ts';
import { bloquearMaquina, buscarMaquina } from '../catalogos/catalogos.repository.ts';
import { borrarVencidas } from '../listas/descargas.repository.ts';
import { responderLista } from '../listas/exportes.ts';
import { enlaceVinculado } from '../listas/vinculo-descarga.ts';
import { EXTENSIONES, LISTA_ADJUNTO } from './adjuntos.ts';
import * as repo from './sanitario.repository.ts';

const m = mensajes.sanitario;
const c = mensajes.catalogos;
const TAG = ['registro sanitario'];
const pantalla = { acceso: ['registroSanitario'] as const };

/** Today in the business time zone, 'YYYY-MM-DD'. */
export const hoyEn = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A machine the caller sees, locked for the write (else 404 with the machine's message). */
async function maquinaDe(tx: Tx, request: FastifyRequest, id_maquina: number) {
  exigirMaquina(request, id_maquina, c.maquinaNoExiste);
  encontrado(await bloquearMaquina(tx, id_maquina), c.maquinaNoExiste);
}

/** A live row on a machine the caller sees, or 404 with `mensaje` (another machine's row does not exist for them). */
function vivo<F extends { id_maquina: number; fecha_eliminacion: Date | null }>(
  request: FastifyRequest,
  fila: F | undefined,
  mensaje: string,
): F {
  if (!fila || fila.fecha_eliminacion !== null) throw new HttpError(404, mensaje);
  exigirMaquina(request, fila.id_maquina, mensaje);
  return fila;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;
  const noFutura = (dia: string, campo: string, mensaje: string) => {
    if (dia > hoyEn(tz)) throw invalido(campo, mensaje);
  };

  /**
   * A part replaced names a live consumable of the entry's machine (else 400 on the field). Only a replacement names
   * one: `columnasDe` leaves `id_consumible` null for every other kind.
   */
  async function comprobarConsumible(tx: Tx, d: repo.DatosRegistro) {
    if (d.id_consumible === null) return;
    const k = await repo.bloquearConsumible(tx, d.id_consumible);
    if (!k || k.fecha_eliminacion !== null) throw invalido('id_consumible', m.consumibleNoExiste);
    if (k.id_maquina !== d.id_maquina) throw invalido('id_consumible', m.consumibleOtraMaquina);
  }

  const registroRespuesta = async (id_registro: number, mensaje: string) =>
    unaFila(await repo.buscar(app.db, id_registro), mensaje, m.noExiste);

  app.post(
    '/registro-sanitario',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Entradas del registro sanitario, la más reciente primero (máquina, tipo; pagina con total; desde/hasta; orden; buscar; formato); cada lectura con sus valores fuera de rango y cada entrada con sus adjuntos',
        body: RegistrosListaSchema,
        response: { 200: respuestaLista(RegistroFilaSchema), ...erroresApi },
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
        'registrosSanitarios',
        { ...request.body, maquinas: visibles },
        (p) => repo.listar(app.db, p, tz),
      );
    },
  );

  app.post(
    '/registro-sanitario/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Registrar una entrada: limpieza (sustancia, concentración), lectura (punto, cloro, pH, SDT), análisis (laboratorio, resultado) o reemplazo (consumible, lectura del medidor: lo reinstala)',
        body: RegistroNuevoSchema,
        response: { 200: respuesta(RegistroFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const d = repo.columnasDe(request.body);
      noFutura(d.fecha, 'fecha', m.fechaFutura);
      const id_registro = await comoUsuario(app.db, request, async (tx) => {
        await maquinaDe(tx, request, d.id_maquina);
        await comprobarConsumible(tx, d);
        const id = await repo.crear(tx, { ...d, id_usuario: usuarioDe(request).id_usuario });
        if (d.id_consumible !== null) await repo.reinstalar(tx, d.id_consumible, d.fecha, d.lectura_medidor);
        return id;
      });
      return registroRespuesta(id_registro, m.registrado);
    },
  );

  app.post(
    '/registro-sanitario/editar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Editar una entrada del registro sanitario (un reemplazo reinstala su consumible)',
        body: RegistroEditarSchema,
        response: { 200: respuesta(RegistroFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_registro, ...b } = request.body;
      const d = repo.columnasDe(b);
      noFutura(d.fecha, 'fecha', m.fechaFutura);
      await comoUsuario(app.db, request, async (tx) => {
        vivo(request, await repo.bloquear(tx, id_registro), m.noExiste);
        await maquinaDe(tx, request, d.id_maquina);
        await comprobarConsumible(tx, d);
        await repo.editar(tx, id_registro, d);
        if (d.id_consumible !== null) await repo.reinstalar(tx, d.id_consumible, d.fecha, d.lectura_medidor);
      });
      return registroRespuesta(id_registro, m.actualizado);
    },
  );

  app.post(
    '/registro-sanitario/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Eliminar una entrada del registro sanitario (se conserva como eliminada)',
        body: IdRegistroSchema,
        response: { 200: respuesta(RegistroFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_registro } = request.body;
      const fila = encontrado(await repo.buscar(app.db, id_registro), m.noExiste);
      exigirMaquina(request, fila.id_maquina, m.noExiste);
      await comoUsuario(app.db, request, async (tx) => {
        vivo(request, await repo.bloquear(tx, id_registro), m.noExiste);
        await repo.eliminar(tx, id_registro);
      });
      return ok([fila], m.eliminado);
    },
  );

  app.post(
    '/registro-sanitario/maquina',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'El cuidado de una máquina: dónde está, sus consumibles con el porcentaje de vida usado, sus tareas con la próxima fecha, la última lectura de cada punto y los rangos vigentes',
        body: MaquinaSanitariaSchema,
        response: { 200: respuesta(MaquinaSanitariaFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina } = request.body;
      encontrado(await buscarMaquina(app.db, id_maquina, maquinasVisibles(request)), c.maquinaNoExiste);
      const [donde, consumibles, tareas, lecturas, rangos] = await Promise.all([
        repo.dondeEsta(app.db, id_maquina),
        repo.consumiblesDe(app.db, id_maquina, tz),
        repo.tareasDe(app.db, id_maquina, tz),
        repo.lecturasUltimas(app.db, id_maquina),
        repo.rangosVigentes(app.db),
      ]);
      const lugar = encontrado(donde, c.maquinaNoExiste);
      return ok([
        { id_maquina, maquina: lugar.maquina, tienda: lugar.tienda, consumibles, tareas, lecturas, rangos },
      ]);
    },
  );

  app.post(
    '/registro-sanitario/expediente',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'El expediente sanitario de una máquina para un periodo: todas sus entradas (la más antigua primero) con las lecturas contra sus rangos y los adjuntos, tareas y consumibles, listo para imprimir',
        body: ExpedienteSchema,
        response: { 200: respuesta(ExpedienteFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina, desde, hasta } = request.body;
      encontrado(await buscarMaquina(app.db, id_maquina, maquinasVisibles(request)), c.maquinaNoExiste);
      const [donde, registros, tareas, consumibles, rangos] = await Promise.all([
        repo.dondeEsta(app.db, id_maquina),
        repo.delPeriodo(app.db, id_maquina, desde, hasta),
        repo.tareasDe(app.db, id_maquina, tz),
        repo.consumiblesDe(app.db, id_maquina, tz),
        repo.rangosVigentes(app.db),
      ]);
      const lugar = encontrado(donde, c.maquinaNoExiste);
      return ok([
        {
          id_maquina,
          ...lugar,
          desde,
          hasta,
          rangos,
          registros,
          tareas,
          consumibles,
          generado: new Date(),
        },
      ]);
    },
  );

  // ---- attachments: delete and download link (the upload is multipart, in adjuntos.routes.ts) ----

  /** An attachment of a live entry on a machine the caller sees (else 404). */
  async function adjuntoDe(request: FastifyRequest, id_adjunto: number) {
    const a = encontrado(await repo.buscarAdjunto(app.db, id_adjunto), m.adjuntoNoExiste);
    exigirMaquina(request, a.id_maquina, m.adjuntoNoExiste);
    return a;
  }
  const sinMaquina = <A extends { id_maquina: number }>({ id_maquina: _, ...resto }: A) => resto;

  app.post(
    '/registro-sanitario/adjunto/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Quitar un archivo adjunto de una entrada',
        body: IdAdjuntoSchema,
        response: { 200: respuesta(AdjuntoFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const a = await adjuntoDe(request, request.body.id_adjunto);
      await comoUsuario(app.db, request, async (tx) => {
        await maquinaDe(tx, request, a.id_maquina);
        await repo.eliminarAdjunto(tx, a.id_adjunto);
      });
      return ok([sinMaquina(a)], m.adjuntoEliminado);
    },
  );

  app.post(
    '/registro-sanitario/adjunto/descargar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Enlace de un solo uso (un minuto, para el mismo usuario: solo abre con la cookie que esta respuesta da a su navegador) que descarga un archivo adjunto con un nombre seguro',
        body: IdAdjuntoSchema,
        response: { 200: respuesta(DescargaSchema), ...erroresApi },
      },
    },
    async (request, reply) => {
      const a = await adjuntoDe(request, request.body.id_adjunto);
      await borrarVencidas(app.db);
      const url = await enlaceVinculado(app.db, request, reply, {
        id_usuario: usuarioDe(request).id_usuario,
        lista: LISTA_ADJUNTO,
        formato: EXTENSIONES[a.tipo_mime as TipoAdjunto],
        parametros: { id_adjunto: a.id_adjunto },
      });
      return ok([{ url, nombre: a.nombre }]);
    },
  );

  // ---- consumables ----

  const consumibleRespuesta = async (id_consumible: number, mensaje: string) =>
    unaFila(await repo.buscarConsumible(app.db, id_consumible, tz), mensaje, m.consumibleNoExiste);

  app.post(
    '/consumible/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Registrar un consumible de una máquina (filtro, membrana, lámpara UV…): vida en litros y/o días, instalación y lectura del medidor entonces',
        body: ConsumibleNuevoSchema,
        response: { 200: respuesta(ConsumibleFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const b = request.body;
      noFutura(b.instalado, 'instalado', m.instaladoFuturo);
      const id = await comoUsuario(app.db, request, async (tx) => {
        await maquinaDe(tx, request, b.id_maquina);
        return repo.crearConsumible(tx, {
          ...b,
          lectura_instalacion: b.lectura_instalacion ?? 0,
          id_usuario: usuarioDe(request).id_usuario,
        });
      });
      return consumibleRespuesta(id, m.consumibleRegistrado);
    },
  );

  app.post(
    '/consumible/editar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Editar un consumible (nombre, vida, instalación)',
        body: ConsumibleEditarSchema,
        response: { 200: respuesta(ConsumibleFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_consumible, ...b } = request.body;
      noFutura(b.instalado, 'instalado', m.instaladoFuturo);
      await comoUsuario(app.db, request, async (tx) => {
        vivo(request, await repo.bloquearConsumible(tx, id_consumible), m.consumibleNoExiste);
        await maquinaDe(tx, request, b.id_maquina);
        await repo.editarConsumible(tx, id_consumible, {
          ...b,
          lectura_instalacion: b.lectura_instalacion ?? 0,
        });
      });
      return consumibleRespuesta(id_consumible, m.consumibleActualizado);
    },
  );

  app.post(
    '/consumible/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Dar de baja un consumible (sus reemplazos quedan en el registro)',
        body: IdConsumibleSchema,
        response: { 200: respuesta(ConsumibleFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_consumible } = request.body;
      const fila = encontrado(await repo.buscarConsumible(app.db, id_consumible, tz), m.consumibleNoExiste);
      exigirMaquina(request, fila.id_maquina, m.consumibleNoExiste);
      await comoUsuario(app.db, request, async (tx) => {
        vivo(request, await repo.bloquearConsumible(tx, id_consumible), m.consumibleNoExiste);
        await repo.editarConsumible(tx, id_consumible, { fecha_eliminacion: sql`now()` });
      });
      return ok([fila], m.consumibleEliminado);
    },
  );

  // ---- sanitary tasks ----

  const tareaRespuesta = async (id_tarea: number, mensaje: string) =>
    unaFila(await repo.buscarTarea(app.db, id_tarea, tz), mensaje, m.tareaNoExiste);

  app.post(
    '/tarea-sanitaria/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Registrar una tarea sanitaria de una máquina (limpieza, lectura o análisis cada tantos días desde una fecha); una por máquina y tipo',
        body: TareaNuevaSchema,
        response: { 200: respuesta(TareaFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const b = request.body;
      const id = await comoUsuario(app.db, request, async (tx) => {
        await maquinaDe(tx, request, b.id_maquina);
        return sinDuplicado(
          repo.crearTarea(tx, { ...b, id_usuario: usuarioDe(request).id_usuario }),
          m.tareaDuplicada,
        );
      });
      return tareaRespuesta(id, m.tareaRegistrada);
    },
  );

  app.post(
    '/tarea-sanitaria/editar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Editar una tarea sanitaria (tipo, frecuencia, desde)',
        body: TareaEditarSchema,
        response: { 200: respuesta(TareaFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_tarea, ...b } = request.body;
      await comoUsuario(app.db, request, async (tx) => {
        vivo(request, await repo.bloquearTarea(tx, id_tarea), m.tareaNoExiste);
        await maquinaDe(tx, request, b.id_maquina);
        await sinDuplicado(repo.editarTarea(tx, id_tarea, b), m.tareaDuplicada);
      });
      return tareaRespuesta(id_tarea, m.tareaActualizada);
    },
  );

  app.post(
    '/tarea-sanitaria/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Eliminar una tarea sanitaria',
        body: IdTareaSchema,
        response: { 200: respuesta(TareaFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_tarea } = request.body;
      const fila = encontrado(await repo.buscarTarea(app.db, id_tarea, tz), m.tareaNoExiste);
      exigirMaquina(request, fila.id_maquina, m.tareaNoExiste);
      await comoUsuario(app.db, request, async (tx) => {
        vivo(request, await repo.bloquearTarea(tx, id_tarea), m.tareaNoExiste);
        await repo.editarTarea(tx, id_tarea, { fecha_eliminacion: sql`now()` });
      });
      return ok([fila], m.tareaEliminada);
    },
  );
};

export default routes;
