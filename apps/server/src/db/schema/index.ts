// Drizzle needs the whole schema in one object; each table lives in its domain's file.

export * from './bitacora.ts';
export * from './catalogos.ts';
export * from './cortes.ts';
export * from './cuentas.ts';
export * from './cuidado.ts';
export * from './egresos.ts';
export * from './negocio.ts';
export * from './rolmod.ts';
export * from './sistema.ts';
export * from './tiendas.ts';
export * from './usuarios.ts';
export * from './ventas.ts';
