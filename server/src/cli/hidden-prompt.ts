/**
 * Asks for a secret in the terminal without showing it: the terminal is put in raw mode, so what is
 * typed is neither echoed nor kept in any history, and only Enter, Backspace and Ctrl-C mean more
 * than a character.
 */

/** The person pressed Ctrl-C (or Ctrl-D on an empty line) instead of answering. */
export class PromptCancelled extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'PromptCancelled';
  }
}

/** Writes `question` to `output` and resolves with what is typed up to Enter, never echoing it. */
export function askHidden(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  // Raw mode before the question: what is typed as soon as it shows must not be echoed.
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  output.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish(() => resolve(typed));
        if (character === '\u0003' || (character === '\u0004' && typed === '')) {
          return finish(() => reject(new PromptCancelled()));
        }
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed += character;
      }
    };
    input.on('data', onData);
  });
}
