import { addMonths, nextRenewalAfter, renewalPeriod, resumedRenewal, skipKeptOnResume, subscriptionsNow } from "../subscription-clock"

const day = (iso: string) => new Date(`${iso}T09:30:00.000Z`)

describe("the subscriptions' clock", () => {
  it("adds months on the same day, or the month's last day when it is shorter", () => {
    expect(addMonths(day("2026-11-22"), 1)).toEqual(day("2026-12-22"))
    expect(addMonths(day("2026-12-15"), 1)).toEqual(day("2027-01-15"))
    expect(addMonths(day("2027-01-31"), 1)).toEqual(day("2027-02-28"))
    expect(addMonths(day("2027-01-31"), 2)).toEqual(day("2027-03-31"))
    expect(addMonths(day("2028-01-31"), 1)).toEqual(day("2028-02-29"))
  })

  it("plans the next renewal on the first monthly date after a moment, counted from the start", () => {
    const start = day("2027-01-31")
    expect(nextRenewalAfter(start, start)).toEqual(day("2027-02-28"))
    // after February's short month the day comes back to the 31st
    expect(nextRenewalAfter(start, day("2027-02-28"))).toEqual(day("2027-03-31"))
    // a long pause: the next date from now, not a backlog of months
    expect(nextRenewalAfter(start, day("2027-09-01"))).toEqual(day("2027-09-30"))
    expect(renewalPeriod(day("2027-09-30"))).toBe("2027-09-30")
  })

  it("resumes on the next monthly date, but never on a skipped delivery still ahead", () => {
    const start = day("2026-11-25")
    // skipped 25 December (next: 25 January), paused, resumed on 10 December: still 25 January
    expect(skipKeptOnResume(start, day("2026-12-25"), day("2026-12-10"))).toEqual(day("2026-12-25"))
    expect(resumedRenewal(start, day("2026-12-25"), day("2026-12-10"))).toEqual(day("2027-01-25"))
    // no skip: the next monthly date
    expect(resumedRenewal(start, null, day("2026-12-10"))).toEqual(day("2026-12-25"))
    // resumed after the skipped date: the next monthly date from then, nothing for the paused months
    expect(skipKeptOnResume(start, day("2026-12-25"), day("2027-02-03"))).toBeNull()
    expect(resumedRenewal(start, day("2026-12-25"), day("2027-02-03"))).toEqual(day("2027-02-25"))
  })

  it("is now unless SUBSCRIPTIONS_NOW moves it; a malformed value is refused by name", () => {
    expect(subscriptionsNow({ SUBSCRIPTIONS_NOW: "2027-01-01T09:00:00Z" })).toEqual(new Date("2027-01-01T09:00:00Z"))
    const before = Date.now()
    expect(subscriptionsNow({}).getTime()).toBeGreaterThanOrEqual(before)
    expect(() => subscriptionsNow({ SUBSCRIPTIONS_NOW: "next month" })).toThrow(/SUBSCRIPTIONS_NOW must be an ISO date/)
  })
})
