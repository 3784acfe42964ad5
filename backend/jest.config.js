const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true } } }],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  setupFilesAfterEnv: ["./integration-tests/drain-redis-events.js"],
  testTimeout: 240000,
  ...(process.env.TEST_TYPE === "integration:http"
    ? { testMatch: ["**/integration-tests/http/*.spec.[jt]s"] }
    : process.env.TEST_TYPE === "unit"
      ? { testMatch: ["**/src/**/__tests__/**/*.unit.spec.[jt]s"] }
      : { testMatch: ["**/integration-tests/http/*.spec.[jt]s", "**/src/**/__tests__/**/*.unit.spec.[jt]s"] }),
}
