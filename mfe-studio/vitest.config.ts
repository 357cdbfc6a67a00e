export { default } from '../shared-contracts/src/testing/vitest-dom.config';
