import { createServer } from 'node:http';
const body = Buffer.from(process.argv[2] ?? '{"code":"1"}');
const csp = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
const mode = process.env.MODE;
const server = createServer((req, response) => {
  if (mode === 'headers') {
    response.writeHead(200, { 'content-length': body.length, 'content-type': 'application/json; charset=utf-8', 'content-security-policy': csp, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
    response.end(body);
  } else if (mode === 'string') {
    const text = body.toString();
    response.writeHead(200, { 'content-length': Buffer.byteLength(text), 'content-type': 'application/json; charset=utf-8', 'content-security-policy': csp, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
    response.end(text);
  } else {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  }
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
