// argon2id with OWASP's minimum settings (19 MiB, 2 passes): slow for an attacker, ~20 ms for a login.
import { hash, verify } from '@node-rs/argon2';

const OPCIONES = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashClave = (clave: string) => hash(clave, OPCIONES);

export async function verificarClave(claveHash: string, clave: string): Promise<boolean> {
  try {
    return await verify(claveHash, clave);
  } catch {
    return false;
  }
}

// Compared against when the username does not exist, so both paths take the same time.
let hashFicticio: Promise<string> | undefined;
export const hashParaComparar = () => {
  hashFicticio ??= hashClave('clave-ficticia-para-igualar-tiempos');
  return hashFicticio;
};
