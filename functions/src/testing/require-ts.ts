import { readFileSync } from 'node:fs';
import Module from 'node:module';
import ts from 'typescript';

/**
 * wiring.ts loads each mode's adapters with a plain require(), so the deployed function never
 * loads what it does not use. Vitest runs the sources, not lib/, and Node 20 cannot require a
 * .ts file: this teaches Node's require to compile one as tsc would, for unit tests only.
 */
const extensions = (Module as unknown as { _extensions: Record<string, (m: { _compile(code: string, file: string): void }, file: string) => void> })._extensions;
extensions['.ts'] ??= (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    fileName: filename,
  });
  module._compile(outputText, filename);
};
