/**
 * A client's x-request-id (a proxy's or a load balancer's, so logs can be joined) is kept only when
 * it is a short token of safe characters; anything else could forge or pollute log lines and is
 * replaced by the server's own id.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : undefined;
}
