import type { Readable, Writable } from "node:stream";

type TerminalInput = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

/**
 * Asks for a password on a terminal without showing it: raw mode, so each key arrives alone and nothing
 * is echoed; Enter ends it, Backspace removes a character, Ctrl-C and Ctrl-D give up.
 */
export function askHidden(prompt: string, input: TerminalInput, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    // Raw mode before the prompt: a key typed as soon as the prompt shows must not be echoed.
    input.setRawMode?.(true);
    output.write(prompt);
    let value = "";
    const finish = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode?.(false);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || char === "\u0004") return finish(new Error("cancelled"));
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
    };
    input.resume();
    input.on("data", onData);
  });
}

/** Everything piped into the command, split into lines (a script sends the password this way). */
export async function readPipedLines(input: Readable): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks)
    .toString("utf8")
    .split(/\r?\n/)
    .filter((line, index, lines) => line !== "" || index < lines.length - 1);
}
