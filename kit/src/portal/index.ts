export * from './portal';
