/** Options every command accepts (cli/program.ts reads them from the command line). */
export interface GlobalOptions {
  /** Project folder holding tenants/ (default: the current folder). */
  root: string;
  /** Where builds go (default: <root>/dist). */
  dist: string;
}
