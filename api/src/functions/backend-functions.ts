import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { BackendFunction } from './backend-function';

export interface FunctionDependencies {
  config: AppConfig;
  db: Database;
}

/** Every backend function the site calls, wired to its services. */
export function createBackendFunctions(_deps: FunctionDependencies): BackendFunction[] {
  return [];
}
