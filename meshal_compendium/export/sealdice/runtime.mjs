// The SealDice plugin's runtime (bundled by build.mjs into plugin.js, ES2015): registers the
// extension once, the ruleset's game-system template (when it has one), and the ruleset's chat
// commands. One bundle holds every built-in ruleset's commands; the data block names which. A
// ruleset from outside ships its commands as a script of its own, which the export places after
// this bundle: it calls `MeshalSealdice.define(id, commands)` (docs/rulesets.md, "SealDice plugin").
// `install(seal, data, random)` is called by the exported script with the data the Python
// export writes (export/as_sealdice_plugin.py) and Math.random; the tests pass a seeded source.
import * as chat from "./chat.mjs";
import { d20PoolCommands } from "./d20-pool.mjs";
import { meshalCommands } from "./meshal.mjs";
import { tacticsCommands } from "./tactics.mjs";
import { wossCommands } from "./woss.mjs";

import { Distribution, MeshalError, Q } from "../../../site/assets/js/exact.js";

export { Distribution, MeshalError, Q } from "../../../site/assets/js/exact.js";
export { meshalMath } from "../../../site/assets/js/meshal/math.js";

/** The chat commands of each built-in ruleset, by the id `meshal export --system ID` takes. */
const SYSTEMS = { meshal: meshalCommands, woss: wossCommands, "d20-pool": d20PoolCommands, tactics: tacticsCommands };
/** The chat commands an outside ruleset's script defines (`define`), by its id. */
const DEFINED = {};
/** What every commands function receives third: the exact math and the chat helpers the built-ins
 * import (a public contract for outside scripts: add names, never rename). */
export const kit = Object.freeze({ Distribution, MeshalError, Q, ...chat });
/** A player's language (`.ml lang en`), kept as a SealDice personal variable. */
const LANG_VARIABLE = "$mMeshalLang";

/** OneBot text escaping: `&`, `[` and `]` would otherwise start an entity or a CQ code. */
export const escapeOneBot = (text) =>
  String(text).replace(/&/g, "&amp;").replace(/\[/g, "&#91;").replace(/\]/g, "&#93;");

/** An outside ruleset's chat commands: `commands(data, random, kit)` → [{name, help, solve(chat)}]. */
export function define(system, commands) {
  if (system in SYSTEMS || system in DEFINED) throw new Error(`the chat commands of ${system} are defined twice`);
  if (typeof commands !== "function") throw new Error(`the chat commands of ${system} are not a function`);
  DEFINED[system] = commands;
}

export function install(seal, data, random) {
  const { name, author, version } = data.extension;
  let ext = seal.ext.find(name); // a reload finds the extension registered before
  if (!ext) {
    ext = seal.ext.new(name, author, version);
    seal.ext.register(ext);
  }
  if (data.template) {
    try {
      seal.gameSystem.newTemplateByYaml(data.template);
    } catch (error) {
      // Reloading: SealDice keeps the template it has ("已存在同名模板"); say why in its log.
      console.log(`${name}: ${error}`);
    }
  }
  const commands = SYSTEMS[data.system] ?? DEFINED[data.system];
  if (!commands) throw new Error(`${name}: no chat commands are defined for the ruleset ${data.system}`);
  for (const command of commands(data, random, kit)) {
    const item = seal.ext.newCmdItemInfo();
    item.name = command.name;
    item.help = command.help;
    item.solve = (ctx, msg, cmdArgs) => {
      command.solve(chatOf(seal, ctx, msg, cmdArgs));
      return seal.ext.newCmdExecuteResult(true);
    };
    ext.cmdMap[command.name] = item;
  }
}

/** What a command sees of one message: its arguments, the sender's card, a way to reply. */
function chatOf(seal, ctx, msg, cmdArgs) {
  return {
    args: cmdArgs.rawArgs,
    player: ctx.player.name,
    lang: seal.vars.strGet(ctx, LANG_VARIABLE)[0],
    setLang: (lang) => seal.vars.strSet(ctx, LANG_VARIABLE, lang),
    card: { get: (key) => seal.vars.intGet(ctx, key), set: (key, value) => seal.vars.intSet(ctx, key, value) },
    reply: (text) => seal.replyToSender(ctx, msg, escapeOneBot(text)),
  };
}
