import type { Readable } from 'node:stream';

/**
 * The password from stdin, never from the command line (argv shows in `ps` and shell history): typed without echo at
 * a terminal, or the first line of a pipe (`printf '%s\n' "$PASSWORD" | sideline operator add ...`).
 */
export async function readPassword(
  input: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => void },
  prompt: (text: string) => void,
): Promise<string> {
  if (input.isTTY && input.setRawMode) return readWithoutEcho(input, prompt);
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

function readWithoutEcho(input: Readable & { setRawMode?: (raw: boolean) => void }, prompt: (text: string) => void): Promise<string> {
  // Echo off before the prompt shows: what is typed as soon as it appears must not echo, even when this process is
  // descheduled between the two.
  input.setRawMode!(true);
  prompt('password: ');
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode!(false);
      input.pause();
      input.off('data', onData);
      prompt('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}
