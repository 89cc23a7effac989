import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs';

// Hooks after a file run in the reverse order of their registration, so this runs after the
// file's own afterAll has closed its apps and databases.
afterAll(removeTempDirs);
