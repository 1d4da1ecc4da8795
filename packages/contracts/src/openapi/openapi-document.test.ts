import { execFileSync } from 'node:child_process';
import { openApiDocument } from './openapi-document';

/**
 * The validator is an ES module, which this test runner cannot load: it runs in a Node process
 * of its own, reading the document on standard input.
 */
const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const validator = new Validator();
const { valid, errors } = await validator.validate(JSON.parse(text));
process.stdout.write(JSON.stringify({ valid, errors, version: validator.version }));
`;

function validate(document: object): { valid: boolean; errors?: unknown; version: string } {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATE], {
    input: JSON.stringify(document),
    cwd: __dirname,
  });
  return JSON.parse(output.toString());
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', () => {
    expect(validate(openApiDocument())).toEqual({ valid: true, version: '3.1' });
  });
});
