export * from './common';
export * from './auth';
export * from './subscription';
export * from './team';
export * from './player';
export * from './competition';
export * from './match-events';
export * from './match';
