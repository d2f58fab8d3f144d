// Coin Flip in chat: `.coin 3` flips three coins and says how likely exactly that many heads was;
// `.coin 3 loaded-coin` flips a coin of the packs (by id or name); `.coin odds 3` lists the chance
// of every count of heads. An ES2015 script the export places after the host's bundle: it uses
// only what the bundle gives (`MeshalSealdice.define` and the kit: docs/rulesets.md, "SealDice
// plugin"), so its odds are the same exact fractions as `meshal odds --system coin`.
MeshalSealdice.define("coin", function (data, random, kit) {
  var say = kit.sayer(data);
  var FLIP = /^([0-9]+)(?:\s*(?:dC|coins?|枚))?(?:\s+(.+))?$/i;
  /** Words that make a message English (numbers and coin ids, `loaded-coin`, are both languages'). */
  var ENGLISH = /(^|\s)(en|english|coins?)(?=\s|$)/i;
  var FAIR = { id: "", heads: 50 };

  /** The coin a message names (its id or its name in either language), else a fair one. */
  function coinNamed(name) {
    if (!name) return FAIR;
    var wanted = name.trim().toLowerCase();
    var found = data.coins.filter(function (c) {
      return [c.id, c.name.zh, c.name.en].some(function (n) { return String(n).toLowerCase() === wanted; });
    });
    if (!found.length) throw new kit.MeshalError("coin-sealdice-unknown", { name: name.trim() });
    return found[0];
  }

  /** What a message asks: how many coins, and which. */
  function read(text) {
    var found = FLIP.exec(text);
    if (!found) throw new kit.MeshalError("coin-sealdice-unread", { written: text });
    var coins = Number(found[1]);
    if (coins < 1 || coins > data.most) throw new kit.MeshalError("coin-sealdice-count", { coins: coins, most: data.most });
    return { coins: coins, coin: coinNamed(found[2]) };
  }

  var nameOf = function (coin, lang) { return coin.id ? coin.name[lang] : say(lang, "coin-sealdice-fair"); };
  /** An exact number as chat shows it: `3/2`, and `5` rather than `5/1`. */
  var number = function (q) { return q.isInteger() ? String(q.n) : String(q); };

  /** The exact distribution of heads: one coin's weights (tails, heads), added up `coins` times. */
  function heads(asked) {
    var one = kit.Distribution.fromWeights(new Map([[0, BigInt(100 - asked.coin.heads)], [1, BigInt(asked.coin.heads)]]));
    var all = one;
    for (var i = 1; i < asked.coins; i += 1) all = all.combine(one, function (a, b) { return a + b; });
    return all;
  }

  function roll(chat, lang, text) {
    var asked = read(text);
    var faces = [];
    for (var i = 0; i < asked.coins; i += 1) faces.push(random() * 100 < asked.coin.heads ? 1 : 0);
    var count = faces.reduce(function (a, b) { return a + b; }, 0);
    var shown = faces.map(function (f) { return say(lang, f ? "coin-sealdice-face-heads" : "coin-sealdice-face-tails"); });
    return chat.player + " " + say(lang, "coin-sealdice-roll", {
      coins: asked.coins, coin: nameOf(asked.coin, lang), faces: shown.join(" "), heads: count,
      p: kit.exact(heads(asked).get(count)),
    });
  }

  function odds(chat, lang, text) {
    var asked = read(text);
    var found = heads(asked);
    return say(lang, "coin-sealdice-odds", {
      coins: asked.coins, coin: nameOf(asked.coin, lang), listed: kit.listed(say, lang, found.outcomes), mean: number(found.mean),
    });
  }

  return [kit.command(data, { name: "coin", help: "coin-sealdice-help", english: ENGLISH, roll: roll, odds: odds })];
});
