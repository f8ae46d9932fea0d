/** What a seeding run created, for the start-up log. */
export interface SeedSummary {
  rooms?: number;
  leagues: number;
  teams: number;
  matches: number;
  incidents: number;
}
