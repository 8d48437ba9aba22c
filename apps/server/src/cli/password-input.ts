import { randomBytes } from 'node:crypto';
import { OperationError } from '../platform/errors';

/** Standard input as the CLI reads it: a terminal (raw mode: nothing echoed) or a pipe. */
export interface CliStdin extends AsyncIterable<string | Buffer> {
  isTTY?: boolean;
  setRawMode?(raw: boolean): unknown;
  on(event: 'data', listener: (chunk: string | Buffer) => void): unknown;
  off(event: 'data', listener: (chunk: string | Buffer) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

/** Where a password came from: the command line (warned), standard input, the prompt, or generated. */
export type PasswordSource = 'argument' | 'stdin' | 'prompt' | 'generated';

export const PASSWORD_ARGUMENT_WARNING = (option: string) =>
  `Warning: --${option} leaves the password in the shell history and shows it to every user of this machine (ps). ` +
  `Leave it out to be asked for it (not echoed), or pipe it in with --${option}-stdin.`;

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = ['\u007f', '\b'];

/**
 * Asks each question on a terminal in raw mode and answers what was typed, echoing nothing (Enter ends an
 * answer, Backspace deletes, Ctrl-C or Ctrl-D on an empty line cancels). Several answers typed or pasted at
 * once are shared out in order.
 */
export async function promptHidden(
  stdin: CliStdin,
  output: { write(text: string): unknown },
  questions: readonly string[],
): Promise<string[]> {
  const answers: string[] = [];
  let current = '';
  stdin.setRawMode?.(true);
  try {
    await new Promise<void>((resolve, reject) => {
      const stop = (error?: Error) => {
        stdin.off('data', onData);
        if (error) reject(error);
        else resolve();
      };
      const onData = (chunk: string | Buffer) => {
        for (const char of String(chunk)) {
          if (char === '\r' || char === '\n') {
            answers.push(current);
            current = '';
            output.write('\n');
            if (answers.length === questions.length) return stop();
            output.write(questions[answers.length]!);
          } else if (char === CTRL_C || (char === CTRL_D && current === '')) {
            output.write('\n');
            return stop(new OperationError('Cancelled: no password was entered.'));
          } else if (BACKSPACE.includes(char)) {
            current = Array.from(current).slice(0, -1).join('');
          } else if (char >= ' ') {
            current += char;
          }
        }
      };
      output.write(questions[0]!);
      stdin.on('data', onData);
      stdin.resume();
    });
  } finally {
    stdin.setRawMode?.(false);
    stdin.pause();
  }
  return answers;
}

/** Everything piped to standard input, without the one line break `echo` or a file adds at the end. */
export async function readPipedPassword(stdin: CliStdin): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** A password for a new account: 24 characters of base64url (144 random bits), no whitespace. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * A new account's password, from (in this order): `--<option>-stdin` (a pipe), `--<option>` (kept for
 * scripts, with a warning on stderr), the terminal (asked twice, not echoed), or, with neither a flag nor a
 * terminal, generated (the caller prints it once).
 */
export async function newPassword(
  option: string,
  values: Record<string, string | boolean | undefined>,
  io: { stdin?: CliStdin; stderr: { write(text: string): unknown } },
  who: string,
): Promise<{ password: string; source: PasswordSource }> {
  const argument = values[option];
  const fromStdin = values[`${option}-stdin`] === true;
  if (typeof argument === 'string' && fromStdin)
    throw new OperationError(`Use either --${option} or --${option}-stdin, not both.`);
  if (fromStdin) {
    if (!io.stdin || io.stdin.isTTY)
      throw new OperationError(
        `--${option}-stdin reads a password piped to the command (printf '%s' "$PASSWORD" | …); on a terminal leave it out to be asked for it.`,
      );
    const password = await readPipedPassword(io.stdin);
    if (password === '') throw new OperationError(`--${option}-stdin: standard input was empty.`);
    return { password, source: 'stdin' };
  }
  if (typeof argument === 'string') {
    io.stderr.write(`${PASSWORD_ARGUMENT_WARNING(option)}\n`);
    return { password: argument, source: 'argument' };
  }
  if (io.stdin?.isTTY) {
    const [password, again] = await promptHidden(io.stdin, io.stderr, [
      `Password for ${who}: `,
      `Repeat the password for ${who}: `,
    ]);
    if (password === '') throw new OperationError('No password was entered.');
    if (password !== again) throw new OperationError('The two passwords do not match; nothing was created.');
    return { password: password!, source: 'prompt' };
  }
  return { password: generatePassword(), source: 'generated' };
}
