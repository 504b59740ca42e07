// The baseline: the smallest Fastify app, on the same Node and Fastify as the store.
import Fastify from 'fastify';
import { listenForParent } from './serve.ts';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await listenForParent(app);
