// On CI a journey that fails is run once more, its first failure printed: two jest workers share
// two cores with two platforms and two browsers, and a page that needs more than a wait's 30 s
// there once in a few hundred runs is a slow machine, not a broken shop. A journey that fails
// twice fails the run. Locally nothing is retried.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
