/**
 * A tiny static server for a reference app of `npm run bench:web` (issue #12), serving a build the way the sandbox
 * serves the funnel (api/sandbox/static/registerFunnelStatic.ts): the build's brotli/gzip copies to browsers that
 * accept them, hashed assets cached for a year (immutable), index.html revalidated, and index.html for any other page
 * URL. Usage: `node --import tsx tests/bench-fixtures/serveFixture.ts <buildDir> <port>`; prints one line when ready.
 */
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [dir, portText] = process.argv.slice(2);
const port = Number(portText);
if (!dir || !existsSync(join(dir, 'index.html')) || !Number.isInteger(port)) {
  console.error('Usage: serveFixture.ts <buildDir with index.html> <port>');
  process.exit(2);
}
const root = resolve(dir);
const assetsDir = join(root, 'assets') + sep;

const app = Fastify();
app.get('/health', async () => ({ ok: true }));
void app.register(fastifyStatic, {
  root,
  cacheControl: false,
  preCompressed: true,
  setHeaders: (reply, filePath) => {
    reply.header('cache-control', resolve(filePath).startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
app.setNotFoundHandler(async (request, reply) => {
  if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/assets/')) return reply.header('cache-control', 'no-cache').sendFile('index.html');
  return reply.code(404).send({ error: 'Not Found' });
});
// localhost: IPv4 and IPv6 loopback, as a browser may try either.
await app.listen({ port, host: 'localhost' });
console.log(`Serving ${root} at http://localhost:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
