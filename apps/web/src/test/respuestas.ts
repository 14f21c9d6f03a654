// The server's answers for component tests that stub fetch: a JSON body, and the generic success answer.
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const okResponse = (resultados: unknown) =>
  jsonResponse({ valid: true, resultados, mensaje_user: '' });
