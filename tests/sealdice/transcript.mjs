// The README's chat transcript: a short Meshal combat played through the harness with a seeded
// random source. `node tests/sealdice/transcript.mjs PLUGIN.js` prints it; test_plugin.py checks
// the README shows exactly this.
import { Bot, render, seededRandom } from "./harness.mjs";

export const SEED = 7;
export const GAME = [
  ["阿丽娅", ".set meshal"],
  ["阿丽娅", ".st 强壮4 灵巧3 直觉3"],
  ["阿丽娅", ".ml 灵巧🎲⁺"], // initiative: 灵巧🎲⁺ against the goblin's 2🎲⁺
  ["主持人", ".ml 2🎲⁺"],
  ["阿丽娅", ".ml odds 强壮🎲 攻击 2🎲"], // her punch against the goblin's dodge 2🎲
  ["阿丽娅", ".ml 强壮🎲 攻击 2🎲"],
  ["主持人", ".ml 3🎲 攻击 3🎲"], // the goblin's club against her dodge 灵巧🎲 (3 dice)
  ["阿丽娅", ".st 伤势+1"],
  ["阿丽娅", ".ml 强壮🎲 优势1 爆发1 攻击 2🎲"],
  ["阿丽娅", ".ml 强壮🎲 vs 3🎲"], // she tries to pin it: Might against its 3🎲
  ["阿丽娅", ".st show"],
  ["Ben", ".ml Might🎲 adv 1"],
];

export function play(plugin) {
  const bot = new Bot(seededRandom(SEED));
  bot.load(plugin);
  for (const [player, text] of GAME) bot.send(player, text);
  return render(bot.transcript);
}

if (process.argv[1] && process.argv[1].endsWith("transcript.mjs")) console.log(play(process.argv[2]));
