// A module of the scripts (not a command of its own): runs a command with the terminal's output.

import { spawn } from "node:child_process";

/** Runs `command` with `args`, its output the terminal's; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}
