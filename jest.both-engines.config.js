// `npm test`: every project, and the database-backed ones once more on the embedded engine, in
// one run whose workers take the files of both passes as they come. Apart, the second pass waited
// for the slowest journey of the first and left a core idle at the end of each.
const path = require('node:path');
const config = require('./jest.config.js');

/** The workspaces whose tests run on a database: on the server first, then embedded. */
const DATABASE_WORKSPACES = [
  'packages/service-kit',
  'services/identity',
  'services/catalog',
  'services/order',
  'services/analytics',
];

module.exports = {
  ...config,
  projects: [
    ...config.projects,
    ...DATABASE_WORKSPACES.map((workspace) => {
      const project = require(`./${workspace}/jest.config.js`);
      return {
        ...project,
        rootDir: path.join(__dirname, workspace),
        displayName: `${project.displayName} (embedded)`,
        setupFiles: [
          ...(project.setupFiles ?? []),
          path.join(__dirname, 'scripts/jest-embedded-database.js'),
        ],
      };
    }),
  ],
};
