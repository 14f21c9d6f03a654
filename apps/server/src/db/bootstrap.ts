// First start on an empty database: role ADMIN, the first administrator, the base category, and the demo if asked.
import { randomBytes } from 'node:crypto';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { hashClave } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { ajustes, categoriasTransaccion, roles, usuarios } from './schema/index.ts';

const sqlLock = sql`select pg_advisory_xact_lock(727002)`;

type BootstrapResult = { adminCreado: boolean; adminPassword?: string };

export async function bootstrap(
  db: Db,
  config: Pick<Config, 'adminUsername' | 'adminPassword' | 'seedDemo' | 'businessTz'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  seedDemo?: (db: Db, idAdmin: number) => Promise<void>,
): Promise<BootstrapResult> {
  // A transaction-scoped advisory lock: two servers starting together on one PostgreSQL create one admin, not two.
  return db.transaction(async (tx) => {
    await tx.execute(sqlLock);
    await sincronizarZonaHoraria(tx as unknown as Db, config.businessTz);
    const [usuariosExistentes] = await tx.select({ n: count() }).from(usuarios);
    if ((usuariosExistentes?.n ?? 0) > 0) return { adminCreado: false };

    await tx.insert(roles).values({ rol: ROL_ADMIN }).onConflictDoNothing();
    const [admin] = await tx.select().from(roles).where(eq(roles.rol, ROL_ADMIN));
    if (!admin) throw new Error('No se pudo crear el rol ADMIN');
    await tx
      .insert(categoriasTransaccion)
      .values({ tipo: 'VENTA', clase: 'VENTA', highlight: true })
      .onConflictDoNothing();

    const generada = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const clave = config.adminPassword ?? (generada as string);
    const [creado] = await tx
      .insert(usuarios)
      .values({
        nombre: 'Administrador',
        ap_paterno: 'AguaVend',
        username: config.adminUsername,
        clave_hash: await hashClave(clave),
        email: `${config.adminUsername}@aguavend.mx`,
        activo: 1,
        id_rol: admin.id_rol,
      })
      .returning({ id_usuario: usuarios.id_usuario });
    if (!creado) throw new Error('No se pudo crear el administrador');
    if (generada) {
      log.warn(
        `Administrador creado: usuario "${config.adminUsername}", contraseña "${generada}". Se muestra solo esta vez; cámbiela en Perfil.`,
      );
    } else {
      log.info(`Administrador "${config.adminUsername}" creado.`);
    }
    if (config.seedDemo && seedDemo) {
      await seedDemo(tx as unknown as Db, creado.id_usuario);
      log.info('Datos de demostración cargados.');
    }
    return { adminCreado: true, ...(generada ? { adminPassword: generada } : {}) };
  });
}

/**
 * The sales roll-up counts months in the business time zone, which its trigger reads from `ajustes`.
 * A change of BUSINESS_TZ rebuilds it, so reports never mix two zones.
 */
async function sincronizarZonaHoraria(db: Db, tz: string) {
  const [actual] = await db.select().from(ajustes).where(eq(ajustes.clave, 'business_tz'));
  if (actual?.valor === tz) return;
  await db
    .insert(ajustes)
    .values({ clave: 'business_tz', valor: tz })
    .onConflictDoUpdate({ target: ajustes.clave, set: { valor: tz } });
  await db.execute(sql`select ventas_resumen_reconstruir()`);
}
