// The lint rule that keeps the shop's parts apart, so that each can be built and released alone
// (docs/contributing.md, "Boundaries"). Core `no-restricted-imports` only sees the text of a
// specifier; the shop imports mostly by relative path, so this rule first finds the folder an
// import reaches, for a relative path and a workspace's package name alike, then asks the zones.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Package name -> workspace folder (relative to the root), from the root's package.json. */
function workspaceFolders(root) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return new Map(
    workspaces.map((folder) => {
      const { name } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
      return [name, folder];
    }),
  );
}

const within = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/** The path, relative to the root, that a specifier reaches; undefined for npm and node: modules. */
function reachedPath(specifier, importer, root, workspaces) {
  if (specifier.startsWith('.')) {
    return path
      .relative(root, path.resolve(path.dirname(importer), specifier))
      .split(path.sep)
      .join('/');
  }
  for (const [name, folder] of workspaces) {
    if (specifier === name || specifier.startsWith(`${name}/`)) {
      return folder + specifier.slice(name.length);
    }
  }
  return undefined;
}

/** The module name of an import, export-from, import(), require() or TypeScript import type. */
function specifierOf(node) {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
    case 'ImportExpression':
      return node.source?.value;
    case 'CallExpression':
      return node.callee.type === 'Identifier' && node.callee.name === 'require'
        ? node.arguments[0]?.value
        : undefined;
    case 'TSImportType':
      return node.argument?.literal?.value;
    default:
      return undefined;
  }
}

const zoneSchema = {
  type: 'object',
  properties: {
    files: { type: 'string', description: 'folder whose files the zone governs' },
    except: {
      type: 'string',
      description: 'regular expression: files of that folder it leaves alone',
    },
    forbid: {
      type: 'array',
      items: { type: 'string' },
      description: 'folders they may not import',
    },
    allow: {
      type: 'array',
      items: { type: 'string' },
      description: 'folders inside those they may',
    },
    message: { type: 'string' },
  },
  required: ['files', 'forbid', 'message'],
  additionalProperties: false,
};

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each part of the shop from importing the parts it must not know' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array', items: zoneSchema } },
        required: ['root', 'zones'],
        additionalProperties: false,
      },
    ],
    messages: { crossing: "'{{specifier}}' reaches {{reached}}: {{message}}" },
  },
  create(context) {
    const [{ root, zones }] = context.options;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const governing = zones.filter(
      (zone) => within(file, zone.files) && !(zone.except && new RegExp(zone.except).test(file)),
    );
    if (governing.length === 0) return {};
    const workspaces = workspaceFolders(root);

    function check(node) {
      const specifier = specifierOf(node);
      if (typeof specifier !== 'string') return;
      const reached = reachedPath(specifier, context.filename, root, workspaces);
      if (reached === undefined) return;
      const zone = governing.find(
        ({ forbid, allow = [] }) =>
          forbid.some((folder) => within(reached, folder)) &&
          !allow.some((folder) => within(reached, folder)),
      );
      if (zone) {
        context.report({
          node,
          messageId: 'crossing',
          data: { specifier, reached, message: zone.message },
        });
      }
    }

    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
      CallExpression: check,
      TSImportType: check,
    };
  },
};

export default { meta: { name: 'shop' }, rules: { 'import-boundaries': importBoundaries } };
