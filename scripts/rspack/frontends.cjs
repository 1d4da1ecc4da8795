// The frontends of the shop, the shell first, with their federation names and default ports
// (outside the crowded 3000-3010); each port can be overridden by the variable in portVar.
// The one list: the launcher (scripts/platform/apps.cjs), the rspack builds and the shell's
// runtime config (scripts/rspack/apps.mjs) derive theirs from it. Plain data, so that the shell's
// image can read it without the build tools.
module.exports = [
  { name: 'shell', federationName: 'shell', portVar: 'SHELL_PORT', port: 4300 },
  { name: 'mf-catalog', federationName: 'mf_catalog', portVar: 'MF_CATALOG_PORT', port: 4301 },
  { name: 'mf-checkout', federationName: 'mf_checkout', portVar: 'MF_CHECKOUT_PORT', port: 4302 },
  { name: 'mf-account', federationName: 'mf_account', portVar: 'MF_ACCOUNT_PORT', port: 4303 },
  { name: 'mf-admin', federationName: 'mf_admin', portVar: 'MF_ADMIN_PORT', port: 4304 },
];
