import path from 'node:path';
import ts from 'typescript';

/**
 * What a bundle takes of the kit, read from the module graph as the bundler follows it: from each root, every
 * import of a value (type-only imports are erased), each imported name followed to the module that declares it (so
 * an index that re-exports a folder brings only the modules whose names are used, as tree-shaking leaves them).
 * A module of the shared folder ends the walk: the apps reach the singleton by its federated entry, never a copy.
 */
export interface ModuleGraph {
  /** The kit modules a bundle of these roots holds (paths from the repository root). */
  kitModules(roots: readonly string[], options?: { throughShared?: boolean }): Set<string>;
}

export function moduleGraph(root: string, rootFiles: readonly string[], compilerOptions: ts.CompilerOptions): ModuleGraph {
  const program = ts.createProgram(
    rootFiles.map((file) => path.resolve(root, file)),
    { ...compilerOptions, noEmit: true, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const isKit = (file: string) => relative(file).startsWith('kit/src/');
  const isShared = (file: string) => relative(file).startsWith('shared/src/');
  const isOurs = (file: string) => !file.includes(`${path.sep}node_modules${path.sep}`) && !relative(file).startsWith('..') && !file.endsWith('.d.ts');

  /** The files a module's value imports reach: each named import at its declaration, anything else its module. */
  function reached(source: ts.SourceFile): string[] {
    const files = new Set<string>();
    const moduleFile = (specifier: ts.Expression): string | undefined => {
      const symbol = checker.getSymbolAtLocation(specifier);
      const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
      return declaration && ts.isSourceFile(declaration) ? declaration.fileName : undefined;
    };
    /** The files declaring the value a name stands for, through any re-exports (none for a type). */
    const declaredIn = (symbol: ts.Symbol | undefined): string[] => {
      const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (!target || !(target.flags & ts.SymbolFlags.Value)) return [];
      return (target.declarations ?? []).map((declaration) => declaration.getSourceFile().fileName);
    };
    const add = (list: readonly string[]) => list.forEach((file) => files.add(file));
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (clause?.isTypeOnly) continue;
        const bindings = clause?.namedBindings;
        if (clause && !clause.name && bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) if (!element.isTypeOnly) add(declaredIn(checker.getSymbolAtLocation(element.name)));
        } else {
          // A default or namespace import, or one for its side effects: the whole module.
          const file = moduleFile(statement.moduleSpecifier);
          if (file) files.add(file);
        }
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
        const clause = statement.exportClause;
        if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) if (!element.isTypeOnly) add(declaredIn(checker.getExportSpecifierLocalTargetSymbol(element)));
        } else {
          const file = moduleFile(statement.moduleSpecifier);
          if (file) files.add(file);
        }
      }
    }
    return [...files].filter(isOurs);
  }

  return {
    kitModules(roots, { throughShared = false } = {}) {
      const seen = new Set<string>();
      const queue = roots.map((file) => path.resolve(root, file));
      while (queue.length > 0) {
        const file = queue.pop() as string;
        if (seen.has(file)) continue;
        seen.add(file);
        const source = program.getSourceFile(file);
        if (!source) continue;
        for (const next of reached(source)) if (throughShared || !isShared(next)) queue.push(next);
      }
      return new Set([...seen].filter(isKit).map(relative));
    },
  };
}

/**
 * The functions a module exports that return a number (or a list, a promise or an object of numbers): an amount
 * is a number, and the kit returns texts, elements, addresses and choices, never one.
 */
export function numberReturningExports(root: string, entries: readonly string[], compilerOptions: ts.CompilerOptions): string[] {
  const program = ts.createProgram(
    entries.map((file) => path.resolve(root, file)),
    { ...compilerOptions, noEmit: true, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const holdsNumber = (type: ts.Type, depth = 0): boolean => {
    if (type.flags & ts.TypeFlags.NumberLike) return true;
    if (type.isUnion() || type.isIntersection()) return type.types.some((part) => holdsNumber(part, depth));
    if (depth > 1) return false;
    const element = checker.isArrayType(type) ? checker.getTypeArguments(type as ts.TypeReference)[0] : undefined;
    if (element) return holdsNumber(element, depth + 1);
    const awaited = checker.getAwaitedType(type);
    if (awaited && awaited !== type) return holdsNumber(awaited, depth + 1);
    // Functions, and the platform's and libraries' own objects (a string's length, an element's props), hold none of ours.
    if (type.getCallSignatures().length > 0 || !(type.flags & ts.TypeFlags.Object)) return false;
    if ((type.getSymbol()?.declarations ?? []).some((declaration) => declaration.getSourceFile().isDeclarationFile)) return false;
    return type.getProperties().some((property) => holdsNumber(checker.getTypeOfSymbol(property), depth + 1));
  };
  const found: string[] = [];
  for (const entry of entries) {
    const source = program.getSourceFile(path.resolve(root, entry));
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${entry} cannot be read`);
    for (const symbol of checker.getExportsOfModule(module)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (!(target.flags & ts.SymbolFlags.Value)) continue;
      const type = checker.getTypeOfSymbol(target);
      if (type.getCallSignatures().some((signature) => holdsNumber(signature.getReturnType()))) found.push(`${entry}: ${symbol.name}`);
    }
  }
  return found;
}

/** The names a module exports at run time (values, not types), as the compiler sees it (through every re-export). */
export function valueExports(
  file: string,
  compilerOptions: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX },
): string[] {
  const program = ts.createProgram([file], { ...compilerOptions, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${file} cannot be read`);
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => ((symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags & ts.SymbolFlags.Value) !== 0)
    .map((symbol) => symbol.name)
    .sort();
}
