import { Command, CommanderError } from 'commander';
import { exitCodes, reportError } from './errors.ts';
import { consoleLogger } from './logger.ts';
import { registerCommands } from './program.ts';

// `sideline show x | head` closes the pipe early; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const program = new Command();
program.exitOverride();
program.configureOutput({ writeOut: (s) => process.stdout.write(s), writeErr: (s) => process.stderr.write(s) });
registerCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // --help and --version end here with code 0; usage mistakes were already printed by commander.
    process.exitCode = error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
  } else {
    process.exitCode = reportError(error, consoleLogger);
  }
}
