export * from './client';
export * from './errors';
export * from './paginate';
export * from './retry';
export * from './official';
export * from './call-scope';
export * from './rate-limit';
export * from './redirect';
