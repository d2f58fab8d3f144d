// Every installed ruleset that declares a SealDice plugin, exported and loaded in the harness
// written from seal.d.ts: `node --test tests/sealdice/installed.test.mjs` with
// MESHAL_PLUGINS=[[system, extension name, path], …] in the order `as_sealdice_plugin.systems()`
// gives them (tests/outsider/test_coin_sealdice.py exports each, the outsider's included).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import * as acorn from "acorn";

import { Bot, seededRandom } from "./harness.mjs";

const PLUGINS = JSON.parse(process.env.MESHAL_PLUGINS ?? "null");
if (!PLUGINS) throw new Error("set MESHAL_PLUGINS to [[system, extension, exported plugin], …]");

for (const [system, extension, path] of PLUGINS) {
  test(`${system}: strict ES2015, one extension of its own, each command answers help with its help`, () => {
    acorn.parse(readFileSync(path, "utf-8"), { ecmaVersion: 2015, sourceType: "script" });
    const b = new Bot(seededRandom(1));
    b.load(path);
    assert.deepEqual([...b.extensions.keys()], [extension]);
    const commands = Object.values(b.extensions.get(extension).cmdMap);
    assert.ok(commands.length > 0);
    for (const item of commands) {
      assert.ok(item.help.trim(), item.name);
      assert.deepEqual(b.send("甲", `.${item.name} help`), [item.help], item.name);
    }
  });
}

test("all of them install side by side in one bot", () => {
  const b = new Bot(seededRandom(1));
  for (const [, , path] of PLUGINS) b.load(path);
  assert.deepEqual([...b.extensions.keys()], PLUGINS.map(([, extension]) => extension));
});
