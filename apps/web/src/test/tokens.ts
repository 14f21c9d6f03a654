// Unsigned JWT-shaped tokens for component tests: the web app only reads their `exp`, the server checks them.
const b64 = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export const fakeToken = (expSecondsFromNow: number) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', jti: 'x', exp: Math.floor(Date.now() / 1000) + expSecondsFromNow })}.firma`;

export const usuarioJson = (rol: string) =>
  JSON.stringify({
    id_usuario: 1,
    username: 'ana',
    nombre: 'Ana',
    ap_paterno: 'López',
    rol,
    id_rol: rol === 'ADMIN' ? 1 : 2,
  });
