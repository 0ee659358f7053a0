// The baseline: a bare Fastify hello-world. It runs in a worker thread of the bench process so
// that it has its own event loop, as the real API (a child process) has, instead of sharing one
// with the load generator, which would make the baseline look slower than it is.
import { parentPort } from 'node:worker_threads';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
parentPort.postMessage({ port: app.server.address().port });
parentPort.on('message', async (msg) => {
  if (msg === 'close') {
    await app.close();
    process.exit(0);
  }
});
