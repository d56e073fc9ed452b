// The REST contract's schemas (zod): request bodies and answers, one module each.
export * from './schemas/requests.ts';
export * from './schemas/answers.ts';
export * from './schemas/calls.ts';
