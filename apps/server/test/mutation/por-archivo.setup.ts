// Mutation runs only (vitest.mutation.config.ts): test files share their modules there (`isolate: false`, so each
// mutant does not reload fastify, PGlite and the app), so this empties, before each test file, the answers that
// test/helpers.ts keeps for its final secrets check, as a freshly loaded module would start.
import { answersSeen } from '../helpers.ts';

answersSeen.length = 0;
