export declare const COUNTRY_REGIONS: Record<string, { type: string; options: Record<string, string> }>
