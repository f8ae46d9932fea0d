/** The tally of the quiz vote (docs/api.md vote_race_team); `mine` is the fan's own choice. */
export interface VoteTally {
  home: number;
  draw: number;
  away: number;
  mine: 'home' | 'draw' | 'away' | '';
}
