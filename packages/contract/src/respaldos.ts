// A backup of the whole database, as `npm run backup` writes it and the panel downloads it (ADMIN).
import { z } from 'zod';

export const RespaldoSchema = z.object({
  formato: z.literal('aguavend-respaldo'),
  version: z.literal(2),
  migraciones: z.number().int(),
  fecha: z.string(),
  tablas: z.record(z.string(), z.array(z.unknown())),
});
