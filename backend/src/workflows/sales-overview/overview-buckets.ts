/**
 * How the overview groups a period: by day, by week (from Monday) or by month, in the shop's time
 * zone. In a module of its own: the admin's page (a browser bundle) reads it, and may import nothing
 * that reads the shop's files.
 */
export const OVERVIEW_BUCKETS = ["day", "week", "month"] as const
export type OverviewBucket = (typeof OVERVIEW_BUCKETS)[number]
