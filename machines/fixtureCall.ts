/**
 * The one call of the engine fixtures (machines/fixture*.machine.ts): a POST to
 * `/fixture-api/<flow>/<call>`. No server answers it: the fixtures run in the studio's player and
 * the tests, where the path engine holds their calls, and in the browser walk, where a route of
 * the test answers each call with the path's outcome (path model `answeredBy: 'route'`).
 */
export interface FixtureCallError {
  kind: 'http';
  status: number;
  message: string;
}

export async function fixtureCall<T>(path: string, body: unknown, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    signal,
  });
  if (!response.ok) {
    const error: FixtureCallError = { kind: 'http', status: response.status, message: `The call answered ${response.status}.` };
    throw error;
  }
  return (await response.json()) as T;
}
