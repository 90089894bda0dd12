export * from './errors';
export * from './limits';
export * from './plans';
export * from './ids';
export * from './schemas';
export * from './messages';
export * from './futsal';
export * from './input-safety';
