#!/usr/bin/env node
// Launcher committed in the repo so that npm links the `modelhub` bin on a fresh clone; the code lives in dist/.
import { main } from "../dist/main.js";

process.exitCode = await main(process.argv.slice(2));
