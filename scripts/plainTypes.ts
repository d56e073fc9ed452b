import ts from 'typescript';

/*
 * The API's shapes are zod's inferred types in src/contract/types.ts; a package whose declarations
 * said `z.infer<typeof schema>` would need zod installed for its types alone. This writes a
 * module's exported type aliases out as the plain types they resolve to.
 */

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.InTypeAlias |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** A declaration file with each exported type alias of `file` as the type it resolves to. */
export function plainTypes(file: string, options: ts.CompilerOptions = {}): string {
  const program = ts.createProgram([file], { strict: true, noEmit: true, ...options });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${file}: not a module`);
  const aliases = checker.getExportsOfModule(module).flatMap((symbol) => {
    const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
    if (!declaration) return [];
    const type = checker.getTypeAtLocation(declaration.name);
    const written = checker.typeToString(type, undefined, FLAGS);
    if (/\bz\.|\bZod/.test(written)) throw new Error(`${symbol.name} still speaks zod: ${written}`);
    return [`export type ${symbol.name} = ${written};`];
  });
  return `${aliases.join('\n')}\n`;
}
