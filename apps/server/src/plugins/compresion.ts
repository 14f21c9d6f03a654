// API answers over 1 KB go compressed, brotli or gzip as the request's Accept-Encoding allows (brotli at quality 4:
// nearly gzip's speed, smaller). app.ts registers it in the API's own scope: the web app's files are compressed once
// at build time (plugins/web.ts, docs/decisions/016) and never pass through here. Spreadsheets (.xlsx, already a zip)
// and images are not compressible types and go as they are; a CSV export is compressed as it streams.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const UMBRAL_COMPRESION = 1024;

export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      threshold: UMBRAL_COMPRESION,
      encodings: ['br', 'gzip'],
      // Request bodies are read as sent: a compressed upload could unpack past the body limit.
      globalDecompression: false,
    });
  },
  { name: 'compresion' },
);
