// The database schema, one file per part of the product. Tables follow the entities of the product
// specification (§3); names are the product's words. `npm run db:generate` reads this index.
export * from './landing';
export * from './accounts';
export * from './system';
export * from './interviews';
export * from './resumes';
export * from './job-board';
export * from './blog';
export * from './tracker';
