// The accounts the browser tests sign in with: the administrator the test server is started with, and a demo operator.
export const E2E_ADMIN = { username: 'admin', password: 'clave-e2e-123' };
export const DEMO_OPERADOR = { username: 'operador1', password: 'demo12345' };
