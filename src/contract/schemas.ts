// The REST contract's schemas (zod): request bodies and answers, one module each.
export * from './schemas/requests';
export * from './schemas/answers';
