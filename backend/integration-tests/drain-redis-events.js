// With the Redis modules, a test's background work (the subscribers of the events it caused, the
// workflows they run) goes on after its last request. Medusa's test runner waits only for stored
// workflow executions before it shuts the app down and closes Redis, so that work could fail on the
// closed connection ("Connection is closed") and fail the suite after all its tests passed. After
// each test, wait until the event bus has no job waiting or running (delayed retries aside).
const Redis = require("ioredis")

const QUEUE = "RedisEventBusService:events-queue" // @medusajs/event-bus-redis: prefix (its class name) and queue
const LIMIT_MS = 30_000

if (process.env.REDIS_URL) {
  let redis
  const busy = async () => {
    const answers = await redis.multi().llen(`${QUEUE}:wait`).llen(`${QUEUE}:active`).zcard(`${QUEUE}:prioritized`).exec()
    return answers.reduce((sum, [, count]) => sum + Number(count), 0)
  }
  afterEach(async () => {
    redis ??= new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 })
    const deadline = Date.now() + LIMIT_MS
    // three quiet looks in a row: a finished subscriber's workflow may still release grouped events
    for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
      quiet = (await busy()) === 0 ? quiet + 1 : 0
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
  afterAll(async () => {
    await redis?.quit()
  })
}
