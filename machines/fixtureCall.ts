/**
 * The one call of the engine fixtures (machines/fixture*.machine.ts): a POST to
 * `/fixture-api/<flow>/<call>`. No server answers it: the fixtures run in the studio's player and
 * the tests, where the path engine holds their calls, and in the browser walk, where a route of
 * the test answers each call with the path's outcome (path model `answeredBy: 'route'`).
 */
import { ApiError } from '../services/http';

/** A failed answer is an ApiError of kind `http`, as every flow's calls fail. */
export async function fixtureCall<T>(path: string, body: unknown, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<T> {
  const response = await fetchImpl(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    signal,
  });
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    throw new ApiError('http', path, response.status, `The call answered ${response.status}.`, answer);
  }
  return (await response.json()) as T;
}
