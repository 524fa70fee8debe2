import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import { skewMessage, versionSkew } from './versionSkew';

/**
 * Federation runtime plugin in every app: when an app asks for a shared
 * singleton the page already holds in another version, say so clearly, and
 * loudly for a major mismatch, instead of the runtime's terse warning.
 * @keep loaded by path (runtimePlugins of the federation plugin), not imported
 */
export default function sharedVersionReport(): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  return {
    name: 'suscripciones-shared-version-report',
    resolveShare(args) {
      const { pkgName, shareInfo, version, scope, shareScopeMap } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      const selected = shareScopeMap[scope]?.[pkgName]?.[version];
      if (typeof required !== 'string' || !shareInfo.shareConfig?.singleton || !version || !selected) return args;
      const skew = versionSkew(version, required, satisfy(version, required));
      const key = `${shareInfo.from}:${pkgName}:${version}`;
      if (skew !== 'none' && !reported.has(key)) {
        reported.add(key);
        const message = skewMessage(skew, { pkg: pkgName, consumer: shareInfo.from, required, provided: version, provider: selected.from });
        if (skew === 'major') console.error(message);
        else console.warn(message);
      }
      return args;
    },
  };
}
