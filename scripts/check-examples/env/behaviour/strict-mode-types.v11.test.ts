/**
 * Type-level behaviour behind docs/main/quickstart.mdx ("Turn on strict mode") and
 * docs/further/faq.mdx (the causes of `any`), 11.x: compiled with `strict: false`, a router's
 * inferred inputs and outputs stay concrete, not `any` (a wrong input is still a type error);
 * what is lost is null/undefined checking: every procedure input becomes optional and a
 * `T | undefined` output can be used as `T`. The same source compiles without those errors
 * only if the types had widened to `any`, which the pages used to claim.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { compilerOptionsFor } from '../../../../plugins/code-examples/src/compilerOptions';

const SOURCE = `
import { initTRPC, type inferRouterInputs, type inferRouterOutputs } from '@trpc/server';

const t = initTRPC.create();
const appRouter = t.router({
  userById: t.procedure
    .input((value: unknown) => value as string)
    .query(({ input }) => (input === '1' ? { id: input, name: 'Ada' } : undefined)),
});
type In = inferRouterInputs<typeof appRouter>;
type Out = inferRouterOutputs<typeof appRouter>;
type IsAny<T> = 0 extends 1 & T ? true : false;

export const inputIsAny: IsAny<In['userById']> = false;
export const outputIsAny: IsAny<Out['userById']> = false;
// @line wrong-input
export const wrongInput: In['userById'] = 42;
// @line missing-input
export const missingInput: In['userById'] = undefined;
declare const user: Out['userById'];
// @line nullable-output
export const name: string = user.name;
`;

test('with strict: false, types stay concrete and only null/undefined checks are lost', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strict-mode-'));
  try {
    const file = path.join(dir, 'router.ts');
    fs.writeFileSync(file, SOURCE);
    const env = path.resolve(__dirname, '..');
    // Only what the router needs: no DOM or Node typings, to keep the compile short.
    const options = { ...compilerOptionsFor(11, env), strict: false, lib: ['lib.es2022.d.ts'], types: [] };
    const program = ts.createProgram([file], options);
    const lines = SOURCE.split('\n');
    const lineOf = (marker: string) => lines.findIndex((line) => line.includes(`@line ${marker}`)) + 1;
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ({
      line: d.file!.getLineAndCharacterOfPosition(d.start!).line,
      code: d.code,
    }));
    // Only the wrong input is an error: 42 is not a string (TS2322). IsAny<…> = false compiles,
    // so neither type is `any`.
    assert.deepEqual(errors, [{ line: lineOf('wrong-input'), code: 2322 }]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
