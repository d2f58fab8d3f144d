// A harness written from SealDice's published API (seal.d.ts in sealdice/javascript), not SealDice
// itself: SealDice is a Go program that cannot run here. It gives a plugin script the `seal`
// object the declarations describe — seal.ext (find, new, register, newCmdItemInfo,
// newCmdExecuteResult), seal.gameSystem.newTemplateByYaml, seal.vars (intGet, intSet, strGet,
// strSet), seal.replyToSender — and the cmdArgs a command's solve receives (rawArgs, args,
// getArgN, getRestArgsFrom, isArgEqual). The few built-ins a player needs around it are
// modelled on SealDice's behaviour as documented: `.set KEY` picks a game-system template by its
// set keys, `.st NAME VALUE…` writes the card through the template's aliases (NAME+N / NAME-N
// add), `.st show` lists it. As in SealDice (dice/im_vars.go, VarGetValue), seal.vars.intGet
// reads the card through the template's aliases but not the template's defaults; `.st` shows
// and adds to the defaults. The script runs in its own node:vm context, with Math.random
// replaced by the random source the test gives.
import { readFileSync } from "node:fs";
import vm from "node:vm";

import YAML from "yaml";

// The seeded random source is the site's own (mulberry32): the same seed, the same rolls.
export { seededRandom } from "../../site/assets/js/exact.js";

/** A random source that gives the faces asked for, in order, of dice with `sides` sides
 * (face f ↔ (f − 0.5) / sides). */
export function facesRandom(faces, sides = 6) {
  const queue = [...faces];
  return () => {
    if (!queue.length) throw new Error("the test gave too few faces");
    return (queue.shift() - 0.5) / sides;
  };
}

const SET_STATEMENT = /([^\s\d+\-=:]+)\s*[:=]?\s*([+-]?)\s*(\d+)/g;

export class Bot {
  constructor(random) {
    this.random = random;
    this.extensions = new Map();
    this.templates = new Map();
    this.cards = new Map(); // player → Map(attribute → int)
    this.personal = new Map(); // player → Map($m variable → string)
    this.system = null; // the group's template (`.set`)
    this.log = []; // console.log of the script
    this.transcript = [];
  }

  /** Load (or reload) a plugin script, as SealDice does for each file in its JS folder. */
  load(path) {
    const code = readFileSync(path, "utf-8");
    const math = Object.create(Math);
    math.random = () => this.random();
    vm.runInNewContext(code, { seal: this.seal(), Math: math, console: { log: (...a) => this.log.push(a.join(" ")) } }, { filename: path });
  }

  seal() {
    const bot = this;
    return {
      ext: {
        find: (name) => bot.extensions.get(name) ?? null,
        new: (name, author, version) => ({ name, author, version, cmdMap: {}, isLoaded: false }),
        register: (ext) => {
          if (bot.extensions.has(ext.name)) throw new Error(`extension ${ext.name} registered twice`);
          bot.extensions.set(ext.name, ext);
        },
        newCmdItemInfo: () => ({ name: "", help: "", allowDelegate: false, disabledInPrivate: false, solve: null }),
        newCmdExecuteResult: (solved) => ({ solved, showHelp: false }),
      },
      gameSystem: {
        newTemplateByYaml: (text) => {
          const template = YAML.parse(text);
          if (String(template.templateVer) !== "2.0") throw new Error("解析失败: templateVer");
          if (bot.templates.has(template.name)) throw new Error("已存在同名模板");
          bot.templates.set(template.name, template);
        },
      },
      vars: {
        intGet: (ctx, key) => {
          const card = bot.card(ctx.player.name);
          const name = bot.canonical(key);
          return card.has(name) ? [card.get(name), true] : [0, false];
        },
        intSet: (ctx, key, value) => { bot.card(ctx.player.name).set(bot.canonical(key), value); },
        strGet: (ctx, key) => {
          const found = bot.personalOf(ctx.player.name).get(key);
          return found === undefined ? ["", false] : [found, true];
        },
        strSet: (ctx, key, value) => { bot.personalOf(ctx.player.name).set(key, String(value)); },
      },
      replyToSender: (ctx, msg, text) => bot.transcript.push({ from: "bot", text: String(text) }),
    };
  }

  card(player) {
    if (!this.cards.has(player)) this.cards.set(player, new Map());
    return this.cards.get(player);
  }

  personalOf(player) {
    if (!this.personal.has(player)) this.personal.set(player, new Map());
    return this.personal.get(player);
  }

  /** The template's name for `key` (aliases are case-insensitive, as in SealDice). */
  canonical(key) {
    const alias = this.system ? this.system.alias ?? {} : {};
    for (const [name, others] of Object.entries(alias)) {
      if ([name, ...others].some((a) => String(a).toLowerCase() === String(key).toLowerCase())) return name;
    }
    return key;
  }

  /** A card value, else the template's default, else its computed default (a name). */
  intGet(player, key) {
    const name = this.canonical(key);
    const card = this.card(player);
    if (card.has(name)) return [card.get(name), true];
    const attrs = this.system ? this.system.attrs ?? {} : {};
    if (attrs.defaults && name in attrs.defaults) return [attrs.defaults[name], true];
    if (attrs.defaultsComputed && name in attrs.defaultsComputed) return this.intGet(player, attrs.defaultsComputed[name]);
    return [0, false];
  }

  /** One chat message from `player`; returns the bot's replies to it. */
  send(player, text) {
    this.transcript.push({ from: player, text });
    const before = this.transcript.length;
    const found = /^[.。]\s*(\S+?)(?:\s+([\s\S]*))?$/.exec(text.trim());
    if (found) this.command(player, found[1], (found[2] ?? "").trim());
    return this.transcript.slice(before).map((line) => line.text);
  }

  command(player, name, rest) {
    const ctx = { player: { name: player, userId: `QQ:${player}` }, group: { groupId: "QQ-Group:1" }, isPrivate: false };
    const msg = { message: `.${name} ${rest}`, messageType: "group", sender: { nickname: player, userId: ctx.player.userId } };
    if (name === "set") return this.set(rest);
    if (name === "st") return this.st(player, rest);
    for (const ext of this.extensions.values()) {
      const item = ext.cmdMap[name];
      if (!item) continue;
      const args = rest ? rest.split(/\s+/) : [];
      const cmdArgs = {
        command: name, args, rawArgs: rest, cleanArgs: args.join(" "), kwargs: [], at: [],
        getArgN: (n) => args[n - 1] ?? "",
        getRestArgsFrom: (n) => args.slice(n - 1).join(" "),
        isArgEqual: (n, ...s) => n <= args.length && s.some((x) => x.toLowerCase() === args[n - 1].toLowerCase()),
      };
      const result = item.solve(ctx, msg, cmdArgs);
      if (result && result.showHelp) this.reply(item.help);
      return;
    }
  }

  reply(text) {
    this.transcript.push({ from: "bot", text });
  }

  set(key) {
    const template = [...this.templates.values()].find((t) => (t.commands?.set?.keys ?? []).includes(key));
    if (!template) return this.reply(`未找到规则 ${key}`);
    this.system = template;
    return this.reply(template.commands.set.enableTip);
  }

  st(player, rest) {
    const card = this.card(player);
    if (rest === "show") {
      const shown = this.system.commands.st.show;
      const values = shown.top.map((name) => {
        const template = shown.showValueAs?.[name];
        const value = template ? template.replace(/\{([^}]+)\}/g, (all, key) => this.intGet(player, key)[0]) : this.intGet(player, name)[0];
        return `${name}:${value}`;
      });
      return this.reply(`${player}的属性: ${values.join(" ")}`);
    }
    const changes = [];
    for (const [, key, sign, digits] of rest.matchAll(SET_STATEMENT)) {
      const name = this.canonical(key);
      const value = Number(digits);
      if (sign) {
        const [had] = this.intGet(player, name);
        const now = sign === "+" ? had + value : had - value;
        card.set(name, now);
        changes.push(`${name}: ${had} → ${now}`);
      } else {
        card.set(name, value);
      }
    }
    return this.reply(changes.length ? `${player}的${changes.join(", ")}` : `${player}的属性录入完成`);
  }
}

/** A transcript as chat lines: `> 玩家: 消息` for players, `< 骰娘: 回复` for the bot. */
export function render(transcript) {
  return transcript.map(({ from, text }) => (from === "bot" ? `< 骰娘: ${text}` : `> ${from}: ${text}`).replace(/\n/g, "\n  ")).join("\n");
}
