// One child process of a script that runs several side by side (scripts/test-all.mjs,
// scripts/browser-tests.mjs): its output is printed as it comes when it runs alone, or whole when
// it ends, so that two never interleave; and it is timed. And the environment in which a script
// started by `npm run` runs npm as a shell would.
import { spawn } from 'node:child_process';

/** This process's environment without the settings of the `npm run` that started it. */
export const ownNpmEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_(package|lifecycle|config_local_prefix)/.test(name)));

/**
 * Runs `command` with `args` (and `env`), named `label` in the lines around its output. Resolves,
 * when it ends, to whether it passed, its exit code, its seconds, its whole output and the signal
 * (or signal's exit code) that ended it, if one did.
 */
export function runChild(label, command, args, { alone = false, env = process.env } = {}) {
  const started = performance.now();
  console.log(`\n== ${label}: started`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      if (alone) process.stdout.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      // A child ended by a signal (or by its own signal handler, 130) prints nothing of it itself.
      const endedBy = signal || code > 128 ? (signal ?? `exit code ${code}`) : undefined;
      if (endedBy) take(`\n== ${label}: ended by ${endedBy}\n`);
      if (!alone) process.stdout.write(`\n== ${label}: its output\n${output}`);
      resolve({ ok: code === 0, code, seconds, output, endedBy });
    });
  });
}
