import { sendJson } from './http';

/** Every route of the server's OpenAPI document, as "METHOD /path" ("GET /api/storage/v1/locations/{id}/"). */
export async function documentedRoutes(baseUrl: string): Promise<string[]> {
  const doc = await sendJson<{ paths: Record<string, Record<string, unknown>> }>(baseUrl, { method: 'GET', path: '/api/docs/json' });
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => methods.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}
