// s3rver ships no types; this declares the part the tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    logger: { close(): void };
  }
}
