/** The part of proxy-addr (Express's `trust proxy`, which ships no types) this app uses. */
declare module 'proxy-addr' {
  /** What proxy-addr reads of a request (an IncomingMessage has both). */
  export interface ForwardedRequest {
    headers: { 'x-forwarded-for'?: string };
    socket: { remoteAddress?: string };
  }
  /**
   * The socket's peer, then each X-Forwarded-For entry from the right, up to and including the
   * first address `trust` says is not a proxy (`hop` 0 is the socket's peer).
   */
  export function all(
    req: ForwardedRequest,
    trust: (address: string | undefined, hop: number) => boolean,
  ): Array<string | undefined>;
  const proxyaddr: { all: typeof all };
  export default proxyaddr;
}
