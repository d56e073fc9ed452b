// json-server 0.17 ships no types; this is the part of its module API we use.
declare module 'json-server' {
  import type { RequestHandler, Express } from 'express';
  const jsonServer: {
    create(): Express;
    defaults(options?: {
      logger?: boolean;
      noCors?: boolean;
      static?: string;
      readOnly?: boolean;
    }): RequestHandler[];
  };
  export default jsonServer;
}
