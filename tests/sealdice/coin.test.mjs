// The outsider's `.coin` (tests/outsider/meshal-coin, its commands in its own sealdice.js) in the
// harness written from seal.d.ts: `node --test tests/sealdice/coin.test.mjs` with
// MESHAL_PLUGINS={"coin": path, …} (`meshal export --format sealdice-plugin --system coin` of a
// non-editable install) and MESHAL_COIN_ODDS=the fractions of `meshal odds --system coin --json`
// for each `odds` case (tests/outsider/test_coin_sealdice.py writes both).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { Bot } from "./harness.mjs";

const PLUGINS = JSON.parse(process.env.MESHAL_PLUGINS ?? "null");
if (!PLUGINS || !PLUGINS.coin) throw new Error("set MESHAL_PLUGINS to {\"coin\": the exported plugin, …}");
const ODDS = JSON.parse(readFileSync(process.env.MESHAL_COIN_ODDS, "utf-8"));

/** A source giving `draws` in order: a coin with heads h% lands heads when a draw × 100 < h. */
function draws(values) {
  const queue = [...values];
  return () => {
    if (!queue.length) throw new Error("the test gave too few draws");
    return queue.shift();
  };
}

function bot(random = draws([])) {
  const b = new Bot(random);
  b.load(PLUGINS.coin);
  return b;
}

test("it registers its own extension and one command, no template, and a reload adds nothing", () => {
  const b = bot();
  b.load(PLUGINS.coin);
  assert.deepEqual([...b.extensions.keys()], ["meshal-coin"]);
  assert.deepEqual(Object.keys(b.extensions.get("meshal-coin").cmdMap), ["coin"]);
  assert.deepEqual([...b.templates.keys()], []);
  assert.match(b.extensions.get("meshal-coin").cmdMap.coin.help, /^抛硬币 \.coin\n/);
});

test(".coin N flips N coins and says the exact odds of that many heads, in zh and en", () => {
  assert.deepEqual(bot(draws([0.1, 0.9, 0.3])).send("甲", ".coin 3"),
    ["甲 3dC (公平硬币): 正 反 正 → 2 次正面, 恰好如此的概率 3/8 ≈ 37.50%"]);
  // loaded-coin comes up heads 75%: 3 of 4 is C(4,3)·(3/4)³·(1/4) = 27/64
  assert.deepEqual(bot(draws([0.1, 0.8, 0.5, 0.74])).send("甲", ".coin 4dC loaded-coin"),
    ["甲 4dC (灌铅硬币): 正 反 正 正 → 3 次正面, 恰好如此的概率 27/64 ≈ 42.19%"]);
  assert.deepEqual(bot(draws([0.6])).send("Ben", ".coin 1 coin"), ["Ben 1dC (fair coin): T → 0 heads, exactly that: 1/2 ≈ 50.00%"]);
  const b = bot(draws([0.2, 0.2]));
  assert.deepEqual(b.send("Ben", ".coin lang en"), ["OK, I will answer you in English."]);
  assert.deepEqual(b.send("Ben", ".coin 2 Loaded Coin"), ["Ben 2dC (Loaded Coin): H H → 2 heads, exactly that: 9/16 ≈ 56.25%"]);
});

test("bad requests are answered with its own messages, never thrown", () => {
  const b = bot();
  assert.deepEqual(b.send("甲", ".coin 0"), ["无法投骰: 一次抛 1 到 100 枚硬币, 不是 0"]);
  assert.deepEqual(b.send("甲", ".coin 2 bent-coin"), ["无法投骰: 没有名为 bent-coin 的硬币"]);
  assert.deepEqual(b.send("Ben", ".coin odds heads coins"),
    ["Cannot roll: cannot read heads coins: write how many coins, e.g. .coin 3 or .coin 3dC loaded-coin"]);
});

test("odds equal `meshal odds --system coin --json`, exactly", () => {
  assert.ok(ODDS.length > 0);
  for (const c of ODDS) {
    const [line] = bot().send("甲", `.coin odds ${c.args}`);
    const [listed, mean] = line.split("; ");
    assert.deepEqual(listed.match(/\d+\/\d+/g) ?? [], c.fractions, line);
    assert.equal(mean, `平均 ${c.mean}`, line);
  }
});
