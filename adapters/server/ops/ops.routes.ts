// Issue 20: what a load balancer, Kubernetes or Prometheus asks of each process.
// - GET /_/health: liveness — the process answers requests (no store query: a slow database must not get healthy
//   processes restarted).
// - GET /_/ready: readiness — the store answers and every migration this build knows has run; 503 with the reason
//   otherwise (a load balancer sends no traffic until it is 200).
// - GET /_/metrics: Prometheus text format, to staff (QUIRE_STAFF_USERNAMES) or to a request made on this machine
//   straight to the server (not one a proxy forwarded); 404 to anyone else, as /_/admin/internal-status answers.
import { isDirectLoopback } from '../http/request-intake.ts';
import type { Metrics } from './metrics.ts';

export const HEALTH_PATH = '/_/health';
export const READY_PATH = '/_/ready';
export const METRICS_PATH = '/_/metrics';

/** null: ready; else what is wrong, for the operator. */
export type Readiness = () => Promise<string | null>;

export type OpsContext = {
  readiness: Readiness;
  metrics: Metrics;
  isStaff: (request: Request) => Promise<boolean>;
  logError: (error: unknown, context: string) => void;
};

const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
const plain = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE, ...headers } });

const onlyGet = (request: Request): Response | null =>
  request.method === 'GET' || request.method === 'HEAD' ? null : plain(405, 'Only GET is answered here.', { allow: 'GET, HEAD' });

export function serveHealth(request: Request): Response {
  return onlyGet(request) ?? plain(200, 'ok\n');
}

/** How long readiness waits for the store before it answers 503. */
export const READY_TIMEOUT_MS = 2000;

export async function serveReady(request: Request, ctx: OpsContext): Promise<Response> {
  const refused = onlyGet(request);
  if (refused) return refused;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the store did not answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
  });
  const problem = await Promise.race([
    ctx.readiness().catch((error: unknown) => {
      ctx.logError(error, 'ready: the store did not answer');
      return 'the store did not answer a query';
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
  return Response.json(problem === null ? { ready: true } : { ready: false, reason: problem }, { status: problem === null ? 200 : 503, headers: NO_STORE });
}

export async function serveMetrics(request: Request, remoteAddress: string | undefined, ctx: OpsContext): Promise<Response> {
  if (!isDirectLoopback(request, remoteAddress) && !(await ctx.isStaff(request))) return plain(404, 'Not found');
  const refused = onlyGet(request);
  if (refused) return refused;
  try {
    const { contentType, body } = await ctx.metrics.text();
    return new Response(body, { headers: { 'content-type': contentType, ...NO_STORE } });
  } catch (error) {
    ctx.logError(error, 'metrics');
    return plain(503, 'The metrics could not be collected: the store did not answer.');
  }
}
