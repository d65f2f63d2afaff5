import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RequestError } from './RequestError';

/** PostgreSQL's SQLSTATE class 22, "data exception": a value the database cannot hold (numeric overflow, bad date…). */
const dataException = /^22[0-9A-Z]{3}$/;

/**
 * The sandbox's error handler: refused requests answer `{ error, field, message }` with their 4xx status; anything
 * unexpected answers 500 `{ error: "Internal Server Error" }` with no stack (DESIGN.md principle 8).
 */
export function handleSandboxError(error: FastifyError | RequestError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof RequestError) {
    void reply.code(error.statusCode).send(error.toBody());
    return;
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // Choice: an oversized body is malformed input like any other, so it answers 400 naming the body.
    void reply.code(400).send({ error: 'Bad Request', field: 'body', message: `The request body is larger than this call accepts (${error.message}).` });
    return;
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    // Choice: like an oversized body, a body that is not JSON is malformed input: 400 (the contract declares no 415).
    const sent = request.headers['content-type'] || 'none';
    void reply.code(400).send({ error: 'Bad Request', field: 'content-type', message: `Send the body as JSON (content-type application/json), not ${sent}.` });
    return;
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: bad JSON body, bad URL…
    const field = error.validationContext ?? 'body';
    void reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', field, message: error.message });
    return;
  }
  if (typeof error.code === 'string' && dataException.test(error.code)) {
    // Last line of defence: a value the request carried that the database refused is bad input, not a server fault.
    request.log.warn({ err: error }, 'A request value the database cannot hold');
    void reply.code(400).send({ error: 'Bad Request', field: 'body', message: `The request holds a value the database cannot store (${error.message}).` });
    return;
  }
  request.log.error({ err: error }, 'Unexpected error');
  void reply.code(500).send({ error: 'Internal Server Error' });
}
