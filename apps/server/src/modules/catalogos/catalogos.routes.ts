// Machines, products and transaction categories: lists for every signed-in user, writes for ADMIN (contract §3, §5).
import { CategoriaNuevaSchema, CategoriaSchema } from '@aguavend/contract/categorias';
import { respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
import { MaquinaEditarSchema, MaquinaNuevaSchema, MaquinaSchema } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { ProductoEditarSchema, ProductoNuevoSchema, ProductoSchema } from '@aguavend/contract/productos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../lib/auditoria.ts';
import { erroresApi, noEncontrado, ok, sinDuplicado, unaFila } from '../../lib/http.ts';
import {
  crearCategoria,
  crearMaquina,
  crearProducto,
  editarMaquina,
  editarProducto,
  listarCategorias,
  listarMaquinas,
  listarProductos,
} from './catalogos.repository.ts';

const m = mensajes.catalogos;

const routes: FastifyPluginAsyncZod = async (app) => {
  const lista = { config: { acceso: 'sesion' as const } };
  const escritura = { config: { acceso: 'admin' as const } };

  app.post(
    '/maquina',
    {
      ...lista,
      schema: {
        tags: ['catálogos'],
        summary: 'Lista de máquinas (todas; los selectores muestran solo las ACTIVA)',
        body: SinCuerpoSchema,
        response: { 200: respuesta(MaquinaSchema), ...erroresApi },
      },
    },
    async () => ok(await listarMaquinas(app.db)),
  );

  app.post(
    '/maquina/new',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Registrar una máquina',
        body: MaquinaNuevaSchema,
        response: { 200: respuesta(MaquinaSchema), ...erroresApi },
      },
    },
    async (request) =>
      unaFila(
        await comoUsuario(app.db, request, (tx) => crearMaquina(tx, request.body)),
        m.maquinaRegistrada,
      ),
  );

  app.post(
    '/maquina/editar',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Editar una máquina',
        body: MaquinaEditarSchema,
        response: { 200: respuesta(MaquinaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina, ...datos } = request.body;
      const fila = await comoUsuario(app.db, request, (tx) => editarMaquina(tx, id_maquina, datos));
      if (!fila) throw noEncontrado(m.maquinaNoExiste);
      return ok([fila], m.guardado);
    },
  );

  app.post(
    '/producto',
    {
      ...lista,
      schema: {
        tags: ['catálogos'],
        summary: 'Lista de productos (los selectores muestran solo los que tienen stock)',
        body: SinCuerpoSchema,
        response: { 200: respuesta(ProductoSchema), ...erroresApi },
      },
    },
    async () => ok(await listarProductos(app.db)),
  );

  app.post(
    '/producto/new',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Registrar un producto',
        body: ProductoNuevoSchema,
        response: { 200: respuesta(ProductoSchema), ...erroresApi },
      },
    },
    async (request) =>
      unaFila(
        await comoUsuario(app.db, request, (tx) => crearProducto(tx, request.body)),
        m.productoRegistrado,
      ),
  );

  app.post(
    '/producto/editar',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Editar un producto (precio y existencias)',
        body: ProductoEditarSchema,
        response: { 200: respuesta(ProductoSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_producto, ...datos } = request.body;
      const fila = await comoUsuario(app.db, request, (tx) => editarProducto(tx, id_producto, datos));
      if (!fila) throw noEncontrado(m.productoNoExiste);
      return ok([fila], m.guardado);
    },
  );

  app.post(
    '/cat/categorias/trans',
    {
      ...lista,
      schema: {
        tags: ['catálogos'],
        summary: 'Categorías de transacción',
        body: SinCuerpoSchema,
        response: { 200: respuesta(CategoriaSchema), ...erroresApi },
      },
    },
    async () => ok(await listarCategorias(app.db)),
  );

  app.post(
    '/cat/categorias/trans/new',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Registrar una categoría de transacción',
        body: CategoriaNuevaSchema,
        response: { 200: respuesta(CategoriaSchema), ...erroresApi },
      },
    },
    async (request) =>
      unaFila(
        await sinDuplicado(
          comoUsuario(app.db, request, (tx) => crearCategoria(tx, request.body)),
          m.tipoDuplicado,
        ),
        m.categoriaRegistrada,
      ),
  );
};

export default routes;
