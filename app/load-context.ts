/** What server/index.ts passes to every loader and action besides the request. */
export interface LoadContext {
  /** The TCP peer address of the request's socket (a proxy's address when behind one). */
  clientAddress?: string;
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
