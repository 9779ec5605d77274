export * from './client';
export * from './errors';
export * from './paginate';
export * from './retry';
export * from './official';
