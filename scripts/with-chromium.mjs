// Runs a command with CHROME_PATH set to a Chromium found (or installed) by find-chromium.mjs.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

const [command, ...args] = process.argv.slice(2);
const chromePath = findChromium();
const result = spawnSync('npx', [command, ...args], { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath } });
process.exit(result.status ?? 1);
