// Calls the device's ops from the test itself (a second admin session beside the browser's), for
// what no page does: the simulated router's test hooks, or a setting another tab owns.
import { initialPassword } from './device';

export type OpCall = (op: string, input?: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** A fresh admin session's token, signed in through the API with the initial password. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/cgi-bin/webapi?op=login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: initialPassword }),
  });
  return String(((await response.json()) as { access_token?: unknown }).access_token);
}

export async function deviceApi(baseUrl: string): Promise<OpCall> {
  const send = async (query: URLSearchParams, body?: unknown) => {
    const response = await fetch(`${baseUrl}/cgi-bin/webapi?${query}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const token = await signIn(baseUrl);
  return async (op, input = {}) => {
    const query = new URLSearchParams({ op, access_token: token });
    // Reads are GET with their input in the query (API.md), the rest POST with a JSON body.
    const read = op.startsWith('get_');
    if (read) for (const [key, value] of Object.entries(input)) query.set(key, String(value));
    const answer = await send(query, read ? undefined : input);
    if (answer.code !== '1') throw new Error(`${op} answered ${JSON.stringify(answer)}`);
    return answer;
  };
}
