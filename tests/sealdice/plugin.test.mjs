// The exported SealDice plugin in the harness (harness.mjs, written from seal.d.ts):
// `node --test tests/sealdice/plugin.test.mjs` with MESHAL_PLUGIN=the exported .js and
// MESHAL_ODDS=the Python engine's odds for the `.ml odds` cases (test_plugin.py writes both).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import * as acorn from "acorn";

import { Bot, facesRandom, seededRandom } from "./harness.mjs";

const PLUGIN = process.env.MESHAL_PLUGIN;
if (!PLUGIN) throw new Error("set MESHAL_PLUGIN to an exported plugin (meshal export --format sealdice-plugin)");
const ODDS = JSON.parse(readFileSync(process.env.MESHAL_ODDS, "utf-8"));

function bot(random = seededRandom(1)) {
  const b = new Bot(random);
  b.load(PLUGIN);
  b.send("GM", ".set meshal");
  return b;
}

test("the script parses as strict ES2015 (nothing newer than SealDice's engine accepts)", () => {
  acorn.parse(readFileSync(PLUGIN, "utf-8"), { ecmaVersion: 2015, sourceType: "script" });
});

test("loading twice registers one extension and one template; a reload keeps commands working", () => {
  const b = new Bot(facesRandom([6, 1, 5, 6, 1, 5]));
  b.load(PLUGIN);
  b.load(PLUGIN); // the bot's reload: seal.ext.find finds it, the template exists already
  assert.deepEqual([...b.extensions.keys()], ["meshal"]);
  assert.deepEqual([...b.templates.keys()], ["meshal"]);
  assert.match(b.log.join("\n"), /已存在同名模板/);
  assert.deepEqual(b.send("甲", ".ml 3🎲"), ["甲 3🎲 (3颗): 6 1 5 → 2点, 检定成功"]);
});

test("rolls read the faces by the handbook: points are 5s and 6s, 🎲⁺ sums, at least 1 die", () => {
  const b = bot(facesRandom([6, 1, 5, 4, 3, 2, 2, 6, 1]));
  assert.deepEqual(b.send("甲", ".ml 3d"), ["甲 3🎲 (3颗): 6 1 5 → 2点, 检定成功"]);
  assert.deepEqual(b.send("甲", ".ml 2🎲⁺"), ["甲 2🎲⁺ (2颗): 4 3 → 7"]);
  assert.deepEqual(b.send("甲", ".ml 1d 劣势3"), ["甲 1🎲 (1颗): 2 → 0点, 检定失败"]);
  assert.deepEqual(b.send("甲", ".ml 2d+"), ["甲 2🎲⁺ (2颗): 2 6 → 8"]);
});

test(".st writes the card through the template's aliases; attribute pools read it", () => {
  const b = bot(facesRandom([5, 5, 5, 5, 1, 1, 1, 1, 1, 1]));
  b.send("甲", ".st 强壮4 灵巧2 直觉5");
  assert.deepEqual(b.send("甲", ".ml 强壮🎲"), ["甲 强壮🎲 (4颗): 5 5 5 5 → 4点, 检定成功"]);
  b.send("甲", ".st Might2 E6");
  assert.deepEqual(b.card("甲").get("强壮"), 2);
  assert.deepEqual(b.send("甲", ".ml Md"), ["甲 强壮🎲 (2颗): 1 1 → 0点, 检定失败"]);
  assert.deepEqual(b.send("甲", ".ml E-2d"), ["甲 灵巧-2🎲 (4颗): 1 1 1 1 → 0点, 检定失败"]);
});

test("advantage, penalty and burst; the burst raises Leaks on the card up to max Leaks = Sense", () => {
  const b = bot(facesRandom(Array(20).fill(5)));
  b.send("甲", ".st 灵巧3 直觉2");
  assert.deepEqual(b.send("甲", ".ml 灵巧+1🎲 优势2 劣势1 爆发1"),
    ["甲 灵巧+1🎲 (6颗): 5 5 5 5 5 5 → 6点, 检定成功\n爆发: 透支 0 → 1/2"]);
  assert.equal(b.card("甲").get("透支"), 1);
  const refused = b.send("甲", ".ml 强壮🎲 爆发2");
  assert.match(refused[0], /^无法投骰: 在已有的 1 透支上增加 2, 会达到 3, 超过了最大透支 2/);
  assert.equal(b.card("甲").get("透支"), 1); // nothing spent on a refused roll
});

test("English words answer in English; `.ml lang en` makes a player's card English", () => {
  const b = bot(facesRandom([6, 6, 6, 6, 2, 2, 2]));
  assert.deepEqual(b.send("Ben", ".ml Might🎲 adv 1"), ["Ben Might🎲 (4 dice): 6 6 6 6 → points 4, test succeeds"]);
  assert.deepEqual(b.send("Ben", ".ml lang en"), ["OK, I will answer you in English."]);
  assert.deepEqual(b.send("Ben", ".ml 3d"), ["Ben 3🎲 (3 dice): 2 2 2 → points 0, test fails"]);
  assert.match(b.send("Ben", ".ml help")[0], /^Meshal Lite dice \.ml\n/);
  assert.match(b.send("甲", ".ml help")[0], /^Meshal Lite 投骰 \.ml\n/);
});

test("versus: the deviation decides; a tie goes to roll-add, 1🎲⁺ each until they differ", () => {
  const b = bot(facesRandom([5, 1, 1, 6, 6, 1, 3, 3, 3, 2, 5]));
  assert.deepEqual(b.send("甲", ".ml 3d vs 2d"), ["甲 3🎲 (3颗): 5 1 1 → 1点\n2🎲 (2颗): 6 6 → 2点\n甲 负, 偏差 1"]);
  assert.deepEqual(b.send("甲", ".ml 1d vs 1d"), ["甲 1🎲 (1颗): 1 → 0点\n1🎲 (1颗): 3 → 0点\n平局, 加骰 3:3 2:5 → 甲 负"]);
  assert.match(b.send("甲", ".ml 3d vs 2d+")[0], /^无法投骰: 对抗的两方要投同一种骰/);
});

test("an attack hits with points > 0 and deals attack − defense Hurts; else a solid defense", () => {
  const b = bot(facesRandom([5, 6, 1, 5, 1, 1, 5, 5, 5, 1, 2, 2]));
  assert.deepEqual(b.send("甲", ".ml 3d 攻击 2d"), ["甲 3🎲 (3颗): 5 6 1 → 2点\n2🎲 (2颗): 5 1 → 1点\n命中, 造成 1 伤势"]);
  assert.deepEqual(b.send("甲", ".ml 1d 攻击 2d"), ["甲 1🎲 (1颗): 1 → 0点\n2🎲 (2颗): 5 5 → 2点\n未命中 (攻击没有点数)"]);
  assert.deepEqual(b.send("Ben", ".ml 2d attack 1d"), ["Ben 2🎲 (2 dice): 5 1 → points 1\n1🎲 (1 die): 2 → points 0\nhit: 1 Hurts dealt"]);
  assert.match(b.send("甲", ".ml 2d+ 攻击 1d")[0], /^无法投骰: 攻击和防御都数点数/);
});

test(".ml odds equals the Python engine, exactly", () => {
  assert.ok(ODDS.length > 0);
  for (const c of ODDS) {
    const b = bot();
    if (c.card) b.send("甲", `.st ${c.card}`);
    const [line] = b.send("甲", `.ml odds ${c.args}`);
    const fractions = line.match(/-?\d+\/\d+/g);
    assert.deepEqual(fractions, c.fractions, `${c.args}: ${line}`);
    assert.ok(line.length <= 200, `one short line: ${line}`);
  }
});

test("replies are OneBot-escaped: & [ ] from a player cannot become CQ codes", () => {
  const b = bot(facesRandom([5]));
  const [reply] = b.send("[CQ:at,qq=1]&", ".ml 1d");
  assert.equal(reply, "&#91;CQ:at,qq=1&#93;&amp; 1🎲 (1颗): 5 → 1点, 检定成功");
  assert.match(b.send("甲", ".ml 3[d")[0], /&#91;/);
});

test("bad rolls answer with the engine's message, never an exception", () => {
  const b = bot();
  assert.match(b.send("甲", ".ml 0d")[0], /^无法投骰: .*骰子颗数至少为1/);
  assert.match(b.send("甲", ".ml 强壮🎲 vs 2d vs 1d")[0], /^无法投骰: 一次对抗只有两方/);
  assert.match(b.send("甲", ".ml Might🎲 vs Elastane🎲 burst 1")[0], /^Cannot roll: a burst is only for your own roll/);
});
