// In CI a failed test runs once more, as Playwright's specs do (playwright.config.ts): a test that
// fails by chance on a busy machine does not refuse the whole run. The first failure is still
// printed ("LOGGING RETRY ERRORS"), and `npm test` names every retried test in its summary.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true })
