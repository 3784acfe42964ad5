import { rateLimitClient } from "../rate-limit"

describe("who a rate limit counts as one client", () => {
  it("counts an IPv6 address by its /64, however it is written", () => {
    const network = "2001:db8:1:2::/64"
    for (const address of ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:DB8:1:2:a:b:c:d", "2001:db8:1:2::1%eth0", "2001:db8:1:2:0:0:1.2.3.4"]) {
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
