// Demo data of contract §1 (SEED_DEMO=1). Filled in with the sales module.
import type { Db } from './client.ts';

export async function seedDemo(_db: Db, _idAdmin: number): Promise<void> {}
