/* global __REMOTE_NAME__, __RUNTIME_VERSION__ -- defined by the build (selfSufficientEntryPlugin.mjs) */
// Prepended to a remote's entry for consumers that do not provide a federation runtime core of their own.
import * as runtimeCore from '@module-federation/runtime-core';

const scope = globalThis;
if (!scope._FEDERATION_RUNTIME_CORE) {
  scope._FEDERATION_RUNTIME_CORE = runtimeCore;
  scope._FEDERATION_RUNTIME_CORE_FROM = { name: __REMOTE_NAME__, version: __RUNTIME_VERSION__ };
}
