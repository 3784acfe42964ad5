import { boundedKey, KEYED_VALUE_MAX_LENGTH, MemoryHitCounter, rateLimitClient } from "../rate-limit"

describe("who a rate limit counts as one client", () => {
  it("counts an IPv6 address by its /64, however it is written", () => {
    const network = "2001:db8:1:2::/64"
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2:0:0:1.2.3.4",
    ]) {
      expect([address, rateLimitClient(address)]).toEqual([address, network])
    }
    expect(rateLimitClient("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64")
    expect(rateLimitClient("::1")).toBe("0:0:0:0::/64")
  })

  it("counts an IPv4 address as itself, also written as IPv6", () => {
    expect(rateLimitClient("192.0.2.7")).toBe("192.0.2.7")
    expect(rateLimitClient("::ffff:192.0.2.7")).toBe("192.0.2.7")
    expect(rateLimitClient("::ffff:c000:0207")).toBe("192.0.2.7")
    expect(rateLimitClient("unknown")).toBe("unknown")
  })
})

describe("what a counter is keyed by", () => {
  it("keys an address by a short hash of it normalised, whatever its length", () => {
    expect(boundedKey(" Ann@Example.COM ")).toBe(boundedKey("ann@example.com"))
    expect(boundedKey("ann@example.com")).not.toBe(boundedKey("bob@example.com"))
    const huge = `${"a".repeat(95_000)}@example.com`
    expect(boundedKey(huge)).toHaveLength(22)
    expect(boundedKey(huge)).not.toContain("aaaa")
    // past the longest address, the rest of the value makes no other key
    expect(boundedKey(`${"b".repeat(KEYED_VALUE_MAX_LENGTH)}x`)).toBe(boundedKey(`${"b".repeat(KEYED_VALUE_MAX_LENGTH)}y`))
  })

  it("keeps at most its bound of windows in memory, dropping the least recently counted first", async () => {
    const counter = new MemoryHitCounter(3)
    await counter.hit("kept", 60_000)
    for (let i = 0; i < 100; i += 1) {
      await counter.hit(`flood-${i}`, 60_000)
      // the key a client keeps hitting stays counted
      if (i % 2 === 0) await counter.hit("kept", 60_000)
    }
    expect(counter.size).toBe(3)
    expect(await counter.hit("kept", 60_000)).toBe(52)
    expect(await counter.hit("flood-0", 60_000)).toBe(1)
  })
})
