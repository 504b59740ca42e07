import rdkitPackage, { type MainModule } from '@rdkit/rdkit';

let module: Promise<MainModule> | undefined;

/**
 * The RDKit WebAssembly module. Instantiating it takes a few hundred milliseconds and some tens of
 * megabytes, so every caller shares one instance, started on first use.
 */
export function rdkit(): Promise<MainModule> {
  // The package is CommonJS with an ESM-style declaration: TypeScript sees the factory on `.default`,
  // and the package sets `.default` on its export too, so this one spelling is right for both.
  module ??= rdkitPackage.default().then((instance) => {
    // A rejected structure is reported to the caller; RDKit's own parse log would only repeat it on stderr.
    instance.disable_logging();
    return instance;
  });
  return module;
}
