// Lints each snippet of the JSON array on stdin, [{ filePath, code }], as if it were that file of
// the repository, with the repository's own ESLint configuration, and prints each one's messages.
// A separate process because Jest cannot load that configuration, an ES module, itself.
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const snippets = JSON.parse(await text(process.stdin));
const eslint = new ESLint({ cwd: root });
const messages = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  messages.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(messages));
