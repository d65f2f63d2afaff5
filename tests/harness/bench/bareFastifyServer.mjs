// The reference app of `npm run bench:api` (tests/harness/benchApi.ts): bare Fastify answering save-session's route
// shape (a JSON body in, a saved session's identity out) with no validation, database or anything else of the
// sandbox's, started and measured exactly like the sandbox. Plain JavaScript, so nothing is transpiled at start.
// Environment: PORT (0 picks a free one), HOST (127.0.0.1). Prints "Funnel ready at http://localhost:<port>/fmg/" once
// it listens, as the sandbox does.
import Fastify from 'fastify';

const app = Fastify();
let saved = 0;
app.post('/order/api/v1/order/save-session/fmg', async (request) => {
  saved += 1;
  return {
    savedSessionId: `00000000-0000-4000-8000-${String(saved).padStart(12, '0')}`,
    referralNumber: String(300_000_000 + saved),
    eon: null,
    order: request.body?.order ?? null,
  };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const address = app.server.address();
console.log(`Funnel ready at http://localhost:${typeof address === 'object' && address ? address.port : 0}/fmg/`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
