// The CPU time of the whole `npm run build`: user + sys of npm and every process it starts, as
// bash's `times` reports them for its waited-for children. esbuild's service (the surface step,
// the pre-render, rollup-plugin-esbuild) is one process that each Node parent leaves behind
// rather than waits for: it is handed to PID 1 when its parent exits, and its time (0.8 s of a
// 25 s build, measured) is lost to `times`. Where util-linux's `unshare` may make a PID
// namespace (root, or user namespaces allowed), the build runs in one under bash as its PID 1, which
// adopts and reaps those processes, and waits until it is the last process there before `times`;
// elsewhere the build runs under plain bash and the figure says it leaves them out.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LOG = '.tmp/bench/build.log';

// `times` prints the shell's own user and sys, then its children's: "0m21.345s 0m3.210s".
const seconds = (text) => {
  const [, minutes, secs] = /(\d+)m([\d.]+)s/.exec(text);
  return Number(minutes) * 60 + Number(secs);
};

// Waits (up to 20 s) until bash, as the namespace's PID 1, is the only process in its /proc.
const WAIT_FOR_ADOPTED =
  'for i in $(seq 400); do n=0; for d in /proc/[0-9]*; do n=$((n+1)); done; [ $n -le 1 ] && break; sleep 0.05; done';

const script = (inNamespace) =>
  `mkdir -p .tmp/bench; npm run build >${LOG} 2>&1; status=$?; ${inNamespace ? `${WAIT_FOR_ADOPTED}; ` : ''}times; exit $status`;

const namespaceWorks = () =>
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', 'true'], { stdio: 'ignore' }).status === 0;

/** Runs `npm run build` once; { cpuSeconds, userSeconds, sysSeconds, wallSeconds, countsEsbuild }. */
export function measureBuild() {
  const inNamespace = namespaceWorks();
  const command = inNamespace
    ? ['unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', 'bash', '-c', script(true)]]
    : ['bash', ['-c', script(false)]];
  const started = performance.now();
  const run = spawnSync(command[0], command[1], { encoding: 'utf8' });
  const wallSeconds = (performance.now() - started) / 1000;
  if (run.status !== 0) {
    process.stderr.write(readFileSync(LOG, 'utf8'));
    throw new Error(`npm run build failed (exit ${run.status}); its output is above and in ${LOG}`);
  }
  const [, children] = run.stdout.trim().split('\n').slice(-2);
  const [user, sys] = children.trim().split(/\s+/).map(seconds);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    cpuSeconds: round(user + sys),
    userSeconds: round(user),
    sysSeconds: round(sys),
    wallSeconds: round(wallSeconds),
    countsEsbuild: inNamespace,
  };
}
