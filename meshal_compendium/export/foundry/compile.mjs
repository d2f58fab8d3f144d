// Compile (or extract) Foundry compendium packs with the official CLI, @foundryvtt/foundryvtt-cli.
// Called by as_foundry.py (compile) and the tests (extract) with one JSON argument:
// {"compile": [[sourceFolder, packFolder], ...]} or {"extract": [[packFolder, outFolder], ...]}.
// One pack at a time, in the order given: LevelDB numbers its files in the order it writes them.
import fs from "node:fs";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
for (const [source, target] of config.compile ?? []) {
  await compilePack(source, target, { log: false });
}
for (const [source, target] of config.extract ?? []) {
  await extractPack(source, target, { log: false });
}
