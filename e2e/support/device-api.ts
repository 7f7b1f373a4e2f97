// Calls the device's ops from the test itself (a second admin session beside the browser's), for
// what no page does: the simulated router's test hooks, or a setting another tab owns.
import { initialPassword } from './device';

export type OpCall = (op: string, input?: Record<string, unknown>) => Promise<Record<string, unknown>>;

export async function deviceApi(baseUrl: string): Promise<OpCall> {
  const post = async (query: URLSearchParams, body: unknown) => {
    const response = await fetch(`${baseUrl}/cgi-bin/webapi?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const login = await post(new URLSearchParams({ op: 'login' }), { username: 'admin', password: initialPassword });
  const token = String(login.access_token);
  return async (op, input = {}) => {
    const answer = await post(new URLSearchParams({ op, access_token: token }), input);
    if (answer.code !== '1') throw new Error(`${op} answered ${JSON.stringify(answer)}`);
    return answer;
  };
}
