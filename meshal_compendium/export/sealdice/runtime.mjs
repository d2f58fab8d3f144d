// The SealDice plugin's runtime (bundled by build.mjs into plugin.js, ES2015): registers the
// extension once, the ruleset's game-system template (when it has one), and the ruleset's chat
// commands. One bundle holds every built-in ruleset's commands; the data block names which.
// `install(seal, data, random)` is called by the exported script with the data the Python
// export writes (export/as_sealdice_plugin.py) and Math.random; the tests pass a seeded source.
import { d20PoolCommands } from "./d20-pool.mjs";
import { meshalCommands } from "./meshal.mjs";
import { tacticsCommands } from "./tactics.mjs";
import { wossCommands } from "./woss.mjs";

export { Distribution, MeshalError, Q, meshalMath } from "../../../site/assets/js/meshal-math.js";

/** The chat commands of each ruleset, by the id `meshal export --system ID` takes. */
const SYSTEMS = { meshal: meshalCommands, woss: wossCommands, "d20-pool": d20PoolCommands, tactics: tacticsCommands };
/** A player's language (`.ml lang en`), kept as a SealDice personal variable. */
const LANG_VARIABLE = "$mMeshalLang";

/** OneBot text escaping: `&`, `[` and `]` would otherwise start an entity or a CQ code. */
export const escapeOneBot = (text) =>
  String(text).replace(/&/g, "&amp;").replace(/\[/g, "&#91;").replace(/\]/g, "&#93;");

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
  for (const command of SYSTEMS[data.system](data, random)) {
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
