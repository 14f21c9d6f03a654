// The server's settings (PORT, DATABASE_URL, DATA_DIR, BUSINESS_TZ…), read from the environment once and checked with zod.
import { z } from 'zod';

const duracion = z
  .string()
  .regex(/^\d+[smhd]$/, 'TOKEN_TTL debe ser un número seguido de s, m, h o d (por ejemplo 8h)')
  .transform((v) => {
    const n = Number(v.slice(0, -1));
    const unidad = { s: 1, m: 60, h: 3600, d: 86400 }[v.slice(-1) as 's' | 'm' | 'h' | 'd'];
    return n * unidad;
  });

const zonaHoraria = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('es-MX', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'BUSINESS_TZ no es una zona horaria válida');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD debe tener al menos 8 caracteres').optional(),
  SEED_DEMO: z.enum(['0', '1', '']).default('0'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  TOKEN_TTL: duracion.default(8 * 3600),
  BUSINESS_TZ: zonaHoraria.default('America/Mexico_City'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'legible'], 'LOG_FORMAT debe ser json o legible').optional(),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_PER_MIN: z.coerce.number().int().min(0).default(1200),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  MIGRATIONS_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'TRUST_PROXY debe ser un número de saltos (1) o una lista de direcciones separadas por comas (10.0.0.1,10.0.0.0/8)',
    )
    .optional(),
  API_DOCS: z.enum(['0', '1']).default('1'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  businessTz: string;
  logLevel: string;
  /** json or legible lines; unset, the server picks by whether its output is a terminal (opcionesLogDe in app.ts). */
  logFormat: 'json' | 'legible' | undefined;
  webDist: string | undefined;
  rateLimitPerMin: number;
  /**
   * On PostgreSQL, the longest a query may run before the database cuts it (a 503); 0 = no limit. One slow call then
   * cannot hold a connection, and what waits behind it, for minutes.
   */
  statementTimeoutMs: number;
  /** Another folder of SQL migrations; only tests set it (a deliberately broken migration). */
  migrationsDir: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string;
  /** Serve the OpenAPI documentation at /docs. */
  apiDocs: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const limpio = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const c = ConfigSchema.parse(limpio);
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    adminUsername: c.ADMIN_USERNAME,
    adminPassword: c.ADMIN_PASSWORD,
    seedDemo: c.SEED_DEMO === '1',
    jwtSecret: c.JWT_SECRET,
    tokenTtlSeconds: c.TOKEN_TTL,
    businessTz: c.BUSINESS_TZ,
    logLevel: c.LOG_LEVEL,
    logFormat: c.LOG_FORMAT,
    webDist: c.WEB_DIST,
    rateLimitPerMin: c.RATE_LIMIT_PER_MIN,
    statementTimeoutMs: c.STATEMENT_TIMEOUT_MS,
    migrationsDir: c.MIGRATIONS_DIR,
    trustProxy: !c.TRUST_PROXY ? false : /^\d+$/.test(c.TRUST_PROXY) ? Number(c.TRUST_PROXY) : c.TRUST_PROXY,
    apiDocs: c.API_DOCS === '1',
  };
}
