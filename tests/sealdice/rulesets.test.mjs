// The WOSS, d20 pool and tactics plugins in the harness (harness.mjs, written from seal.d.ts):
// `node --test tests/sealdice/rulesets.test.mjs` with MESHAL_PLUGINS={"woss": path, …, "meshal": path}
// (each exported with --system ID) and MESHAL_RULESET_ODDS=the CLI's `meshal odds --system ID --json`
// fractions for each `odds` case (test_rulesets.py writes both).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import * as acorn from "acorn";

import { Bot, facesRandom, seededRandom } from "./harness.mjs";

const PLUGINS = JSON.parse(process.env.MESHAL_PLUGINS ?? "null");
if (!PLUGINS) throw new Error("set MESHAL_PLUGINS to {system: exported plugin} (meshal export --format sealdice-plugin --system ID)");
const ODDS = JSON.parse(readFileSync(process.env.MESHAL_RULESET_ODDS, "utf-8"));
const COMMANDS = { woss: "woss", "d20-pool": "d20", tactics: "tac" };

function bot(system, random = seededRandom(1)) {
  const b = new Bot(random);
  b.load(PLUGINS[system]);
  return b;
}

test("each script parses as strict ES2015 (nothing newer than SealDice's engine accepts)", () => {
  for (const system of Object.keys(COMMANDS)) {
    acorn.parse(readFileSync(PLUGINS[system], "utf-8"), { ecmaVersion: 2015, sourceType: "script" });
  }
});

test("all four install side by side: one extension and one command each, a reload adds nothing", () => {
  const b = new Bot(facesRandom([3, 2], 6));
  for (const system of ["meshal", ...Object.keys(COMMANDS)]) b.load(PLUGINS[system]);
  b.load(PLUGINS.woss); // SealDice's reload finds the extension it registered
  assert.deepEqual([...b.extensions.keys()], ["meshal", "meshal-woss", "meshal-d20-pool", "meshal-tactics"]);
  assert.deepEqual([...b.extensions.values()].map((ext) => Object.keys(ext.cmdMap)), [["ml"], ["woss"], ["d20"], ["tac"]]);
  assert.deepEqual([...b.templates.keys()], ["meshal"]); // only Meshal has a character sheet template
  assert.deepEqual(b.send("甲", ".ml 1d"), ["甲 1🎲 (1颗): 3 → 0点, 检定失败"]);
  assert.deepEqual(b.send("甲", ".woss 1d6"), ["甲 1d6: 2 → 2"]);
});

test("WOSS: a hit check's tier by the margin, damage less the defense, a plain roll", () => {
  assert.deepEqual(bot("woss", facesRandom([57, 19], 100)).send("甲", ".woss 1d100+20 闪避40 格挡70"),
    ["甲 1d100+20 对 闪避40 格挡70: 57+20 → 77, 致命伤害"]);
  const b = bot("woss", facesRandom([19, 5], 100));
  assert.deepEqual(b.send("Ben", ".woss 1d100+20 dodge 40 block 70"), ["Ben 1d100+20 against dodge 40, block 70: 19+20 → 39, Miss"]);
  assert.deepEqual(bot("woss", facesRandom([5], 8)).send("甲", ".woss 1d8+2 防御3"), ["甲 1d8+2: 5 (+2) → 7, 减去防御 3: 伤害 4"]);
  assert.deepEqual(bot("woss", facesRandom([1, 2], 8)).send("甲", ".woss 2d8-1 防御9"), ["甲 2d8-1: 1 2 (-1) → 2, 减去防御 9: 伤害 0"]);
  assert.deepEqual(bot("woss", facesRandom([4, 6], 6)).send("甲", ".woss 2d6"), ["甲 2d6: 4 6 → 10"]);
});

test("d20 pool: 18–20 succeed, a 20 adds a die, a 1 removes one, a last 1 calls the fortune check", () => {
  assert.deepEqual(bot("d20-pool", facesRandom([20, 18, 1, 7], 20)).send("甲", ".d20 4d20"), ["甲 4d20 (无优势劣势): 20 18 1 7 → 2 成功"]);
  assert.deepEqual(bot("d20-pool", facesRandom([17, 3], 20)).send("Ben", ".d20 2d20 adv extra 1"), ["Ben 2d20 (advantage): 17 3 → 2 successes"]);
  assert.deepEqual(bot("d20-pool", facesRandom([1, 7], 20)).send("甲", ".d20 1d20 机缘2"),
    ["甲 1d20 (无优势劣势): 1 → 0 成功\n最后一颗骰出1, 机缘检定 1d20+2: 7 → 失败, 扣除 1 成功"]);
  assert.deepEqual(bot("d20-pool", facesRandom([19, 1, 8], 20)).send("甲", ".d20 2d20 劣势 机缘2"),
    ["甲 2d20 (劣势): 19 1 → 1 成功\n最后一颗骰出1, 机缘检定 1d20+2: 8 → 通过"]);
});

test("tactics: attack dice through the weapon's table (⚡ rolls again), HP lost, the daily check", () => {
  assert.deepEqual(bot("tactics", facesRandom([6, 6, 2, 1, 5])).send("甲", ".tac 3d6 iron-sword 防御5"),
    ["甲 3d6 铁剑: 6⚡ 6⚡ 3 0 6 → 伤害 21, 防御 5: 损失 4 HP"]);
  assert.deepEqual(bot("tactics", facesRandom([3, 1])).send("Ben", ".tac 2d6 Monster Claw"), ["Ben 2d6 Monster Claw: 2 0 → damage 2"]);
  assert.deepEqual(bot("tactics", facesRandom([6, 5])).send("甲", ".tac 检定7 iron-sword"), ["甲 日常检定 2d6 按 铁剑 读数: 6 6 → 12 对难度 7, 成功"]);
  assert.deepEqual(bot("tactics", facesRandom([1, 2])).send("Ben", ".tac check 7 iron-sword"),
    ["Ben daily check 2d6 read through Iron Sword: 0 3 → 3 against difficulty 7, failure"]);
});

test("a seeded source gives the same rolls: the site's mulberry32 with seed 7", () => {
  const seeded = (system, text) => bot(system, seededRandom(7)).send("甲", text);
  assert.deepEqual(seeded("woss", ".woss 1d100+5 闪避30 格挡60"), ["甲 1d100+5 对 闪避30 格挡60: 2+5 → 7, 失手"]);
  assert.deepEqual(seeded("d20-pool", ".d20 6d20 优势"), ["甲 6d20 (优势): 1 2 20 14 11 9 → 1 成功"]);
  assert.deepEqual(seeded("tactics", ".tac 5d6 iron-sword"), ["甲 5d6 铁剑: 0 0 6⚡ 6 3 3 → 伤害 18"]);
});

test("odds equal `meshal odds --system ID --json`, exactly", () => {
  for (const [system, cases] of Object.entries(ODDS)) {
    assert.ok(cases.length > 0, system);
    for (const c of cases) {
      const [line] = bot(system).send("甲", `.${COMMANDS[system]} odds ${c.args}`);
      assert.deepEqual(line.match(/-?\d+\/\d+/g), c.fractions, `${system} ${c.args}: ${line}`);
      if (c.critical !== undefined) assert.ok(line.endsWith(` ${c.critical}`), line);
    }
  }
});

test("bad input answers with the engine's message, never an exception", () => {
  const said = (system, text) => bot(system).send("甲", text)[0];
  assert.match(said("woss", ".woss 1d100 闪避40"), /^无法投骰: 命中检定要同时写出闪避和格挡/);
  assert.match(said("woss", ".woss 2d100 dodge 40 block 70"), /^Cannot roll: .*2d100/);
  assert.match(said("woss", ".woss 1d8 防御-3"), /^无法投骰: 防御 -3 必须为 0 到/);
  assert.match(said("d20-pool", ".d20 4d6"), /^无法投骰: 4d6 不是 D20 骰池/);
  assert.match(said("d20-pool", ".d20 2d20 extra -1"), /^Cannot roll: a count of successes, dice or actions cannot be negative/);
  assert.match(said("d20-pool", ".d20 odds 999d20"), /^无法投骰: 999 颗 D20 的骰池超出引擎的计算范围/);
  assert.match(said("tactics", ".tac 5d6 axe"), /^无法投骰: 没有名为 axe 的武器. 可用: iron-sword, /);
  assert.match(said("tactics", ".tac 5d8 iron-sword"), /^无法投骰: 无法读取骰子 5d8/);
  assert.match(said("tactics", ".tac odds 500d6 iron-sword"), /^无法投骰: 500 个骰子超出了本计算的上限/);
  assert.match(said("tactics", ".tac odds 31d6 iron-sword"), /^无法投骰: 31 颗骰的精确概率在聊天里算得太慢: 最多 30 颗/);
  assert.match(said("tactics", ".tac 31d6 iron-sword"), /^甲 31d6 铁剑: /); // a roll has only the engine's limit
  assert.match(said("tactics", ".tac 5d6"), /^无法投骰: 请写出武器/);
});

test("help in both languages, `lang en` for a player; replies are OneBot-escaped", () => {
  for (const [system, name] of Object.entries(COMMANDS)) {
    const b = bot(system);
    const [zh] = b.send("甲", `.${name} help`);
    assert.ok(zh.split("\n")[0].endsWith(` .${name}`) && zh.includes(`\n.${name} odds `), zh);
    assert.equal(b.extensions.values().next().value.cmdMap[name].help, zh);
    assert.deepEqual(b.send("甲", `.${name} lang en`), ["OK, I will answer you in English."]);
    const [en] = b.send("甲", `.${name}`);
    assert.ok(!/[\u4e00-\u9fff]/.test(en.replace(/\([^)]*\)/g, "")) && en.includes(`\n.${name} odds `), en);
  }
  assert.match(bot("tactics").send("[CQ:x]", ".tac 1d6 iron-sword")[0], /^&#91;CQ:x&#93; 1d6/);
});
