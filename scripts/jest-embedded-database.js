// A test file of the embedded pass: its databases are the embedded engine's, whatever server
// answers. Jest gives each file its own copy of the environment, so the setting stays in it.
process.env.TEST_DATABASE = 'embedded';
