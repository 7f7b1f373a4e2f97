// The baseline of the op latency budget: a bare node:http server answering one fixed JSON
// body, run in its own process like the daemon. argv[2] is the body.
import { createServer } from 'node:http';

const body = Buffer.from(process.argv[2] ?? '{"code":"1"}');
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
