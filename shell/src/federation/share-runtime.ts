import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

declare global {
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

/**
 * The remotes' production builds leave the federation runtime out (webpack.common.js,
 * `externalRuntime`) and read it from this global, which the shell fills before any remote
 * loads, with the very copy its own bundle runs on: the visitor downloads the runtime once.
 */
export default function shareRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'share-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
