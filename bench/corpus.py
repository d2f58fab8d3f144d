"""Word and sentence banks for the synthetic packs, in zh and en, modelled on the shipped samples.

Sentence templates take named slots that ``generate.py`` fills: ``T1``/``T2`` a core term
reference, ``D``/``D2`` a dice expression, ``N``/``N2`` a small number, ``S`` a distance in
steps, ``A`` an ability reference and ``I`` an item reference (both from the same pack).
"""

from __future__ import annotations

# (zh, en) pairs throughout.

ADJECTIVES = [
    ("余烬", "Ember"), ("霜痕", "Frost"), ("影", "Shadow"), ("铁", "Iron"), ("灰烬", "Ash"),
    ("风暴", "Storm"), ("苍白", "Pale"), ("深渊", "Abyssal"), ("黄铜", "Brass"), ("荆棘", "Thorn"),
    ("月光", "Moonlit"), ("血", "Blood"), ("石", "Stone"), ("雾", "Mist"), ("雷", "Thunder"),
    ("古老的", "Ancient"), ("寂静", "Silent"), ("狂野", "Wild"), ("灼热", "Searing"),
    ("虚空", "Void"), ("琥珀", "Amber"), ("骨", "Bone"), ("玻璃", "Glass"), ("潮汐", "Tidal"),
    ("黎明", "Dawn"), ("暮色", "Dusk"), ("银", "Silver"), ("锈蚀", "Rusted"), ("翡翠", "Jade"),
    ("镜", "Mirror"),
]

ABILITY_NOUNS = [
    ("掌", "Palm"), ("步", "Step"), ("之拥", "Embrace"), ("咆哮", "Roar"), ("护壁", "Ward"),
    ("凝视", "Gaze"), ("低语", "Whisper"), ("之触", "Touch"), ("冲击", "Strike"), ("屏障", "Barrier"),
    ("誓约", "Oath"), ("祷言", "Prayer"), ("仪式", "Rite"), ("烙印", "Brand"), ("回响", "Echo"),
    ("之舞", "Dance"), ("之歌", "Song"), ("呼吸", "Breath"), ("束缚", "Binding"), ("之眼", "Eye"),
]

ITEM_NOUNS = {
    "weapon": [("短剑", "Shortsword"), ("战锤", "Warhammer"), ("长矛", "Spear"),
               ("弯刀", "Scimitar"), ("手斧", "Hatchet"), ("长弓", "Longbow"), ("弩", "Crossbow"),
               ("链枷", "Flail"), ("标枪", "Javelin"), ("拳刃", "Katar")],
    "armour": [("头盔", "Helm"), ("胸甲", "Cuirass"), ("锁子甲", "Mail Shirt"), ("靴", "Boots"),
               ("皮甲", "Jerkin"), ("鳞甲", "Scale Coat")],
    "accessory": [("戒指", "Ring"), ("护符", "Amulet"), ("斗篷", "Cloak"), ("手镯", "Bracelet"),
                  ("腰带", "Belt"), ("耳坠", "Earring"), ("徽记", "Crest"), ("手套", "Gloves")],
    "consumable": [("药水", "Draught"), ("药膏", "Salve"), ("符文石", "Runestone"),
                   ("干粮", "Rations"), ("烈酒", "Spirits")],
    "miscellany": [("绳索", "Rope"), ("提灯", "Lantern"), ("背包", "Pack"), ("撬棍", "Crowbar"),
                   ("银粉", "Silver Dust"), ("墓土", "Grave Soil")],
}

SPECIES_NOUNS = [
    ("妖灵", "Sprite"), ("巨蠕", "Wyrm"), ("蛛裔", "Spiderkin"), ("鸦人", "Corvid"),
    ("石像", "Golem"), ("狐仙", "Fox Spirit"), ("蛙民", "Frogfolk"), ("鹿角人", "Antlerfolk"),
    ("沙行者", "Dune Strider"), ("雾魅", "Mistling"), ("熔核兽", "Magma Beast"), ("水母人", "Medusoid"),
]

ENVIRONMENT_NOUNS = [
    ("沼泽", "Marsh"), ("流沙", "Quicksand"), ("瘴气", "Miasma"), ("暴风雪", "Blizzard"),
    ("熔岩地", "Lava Field"), ("回音洞", "Echo Cave"), ("浓烟", "Thick Smoke"), ("深水", "Deep Water"),
    ("灼热沙漠", "Scorching Desert"), ("磁暴", "Magnetic Storm"), ("雷雨", "Thunderstorm"),
    ("腐臭", "Stench"),
]

TERM_WORDS = [
    ("架势", "Stance"), ("余势", "Momentum"), ("警觉", "Alertness"), ("负伤", "Wounded"),
    ("蓄力", "Charge-up"), ("破甲", "Sunder"), ("压制", "Suppression"), ("包夹", "Flanking"),
    ("缴械", "Disarm"), ("眩晕", "Daze"), ("专注", "Focus"), ("回气", "Second Wind"),
    ("潜行", "Stealth"), ("掩蔽", "Concealment"), ("侦测", "Detection"), ("共鸣", "Resonance"),
    ("灵能", "Psionics"), ("回溯", "Rewind"), ("誓言", "Vow"), ("余波", "Aftershock"),
]

CHAPTER_TITLES = [
    ("航海", "Seafaring"), ("地下城", "Dungeons"), ("城邦", "City-States"), ("荒野", "Wilderness"),
    ("贸易", "Trade"), ("信仰", "Faiths"), ("坐骑", "Mounts"), ("陷阱", "Traps"),
    ("制作", "Crafting"), ("天气", "Weather"), ("夜晚", "Night"), ("追逐", "Chases"),
]

SECTION_WORDS = [
    ("概述", "Overview"), ("准备", "Preparation"), ("行动", "Actions"), ("风险", "Risks"),
    ("奖励", "Rewards"), ("例外", "Exceptions"), ("时间", "Time"), ("距离", "Distance"),
    ("失败", "Failure"), ("进阶", "Advanced Rules"),
]

FLAVOURS = {
    "talent": [("{species}的天赋", "The {species}'s talent")],
    "might": [("心智效果", "A mental effect"), ("附加在主攻上", "Goes along a major attack"),
              ("力量的爆发", "A burst of strength")],
    "elastane": [("迅捷的身法", "Swift footwork"), ("精准的出手", "A precise strike")],
    "sense": [("敏锐的感知", "Keen perception"), ("古老的学识", "Ancient learning")],
    "standard": [("基础能力", "A standard ability")],
    "magic": [("{school}法术", "{school} gesticulation"), ("{school}咒文", "{school} incantation"),
              ("{school}仪式", "{school} ritual")],
}

SCHOOLS = {
    "elemental": ("元素", "Elemental"), "arcane": ("奥法", "Arcane"),
    "necromantic": ("巫术", "Necromantic"), "divine": ("神圣", "Divine"),
    "esoteric": ("秘术", "Esoteric"), "individual": ("孤立", "Individual"),
}

ATTACK_TYPE_NAMES = {
    "physical": ("物质", "physical"), "energetic": ("能量", "energetic"),
    "spectral": ("灵毒", "spectral"), "raw": ("真实", "raw"),
}
DEFENSE_NAMES = {"block": ("格挡", "Block"), "dodge": ("闪避", "Dodge"), "resist": ("抵抗", "Resist")}

# Summary clauses: short, no references, like the samples' one-line summaries.
SUMMARY_CLAUSES = [
    ("{D}{type}攻击 vs {defense}, 射程{S}步", "{D} {type} attack vs {defense}, range {S} steps"),
    ("{N}秒内所有投骰+1优势", "+1 advantage on every roll for {N} seconds"),
    ("被击退的距离-{N}步", "knock back moves you {N} steps less"),
    ("受击者{N}秒内无法行动", "the target cannot act for {N} seconds"),
    ("花费{N}透支穿梭至{S}步内", "spend {N} Leaks to shift within {S} steps"),
    ("使相邻生物的伤势-{N}", "an adjacent creature loses {N} Hurts"),
    ("对来自正面的远程攻击有{N}掩护", "{N} cover against ranged attacks from the front"),
    ("投出0点时折断", "and it snaps on a roll of 0 points"),
    ("凭借嗅觉进行的挑战+{N}优势", "+{N} advantage on tests that rely on smell"),
    ("维持期间对你的攻击有{N}劣势", "while kept, attacks against you have {N} penalty"),
]

SENTENCES = [
    ("你对{S}步内的1个生物做出1次{D}{T1} vs {T2}.",
     "You make a {D} {T1} vs {T2} against one creature within {S} steps."),
    ("在{N}秒内, 你的所有投骰+1{T1}, 但你不能用{T2}进行防御.",
     "For {N} seconds all your rolls get +1 {T1}, but you cannot defend with {T2}."),
    ("若此攻击{T1}且使受击者增加至少{N}伤势, 则受击者陷入{T2}, 持续{N2}秒.",
     "If the attack {T1} and the target gains at least {N} Hurts, the target suffers {T2} for "
     "{N2} seconds."),
    ("你可以立即平移{N}步, 这不需要行动, 也不会打断你正在{T1}的行动.",
     "You may make a {N}-step ground move at once; it takes no action and does not break a {T1} "
     "you are holding."),
    ("这是1个{T1}行动, 你可以在其他生物行动时做出.",
     "This is an {T1} action; you can take it even while another creature acts."),
    ("受击者的{T1}不会为此攻击带来{T2}.", "The target's {T1} gives this attack no {T2}."),
    ("施展完成时, 你投{D}做{T1}, 成功则你的{T2}+{N}.",
     "When the casting is done you roll a {D} {T1}; on a success your {T2} +{N}."),
    ("你观察1个你能感知到的生物, 做{D}{T1}. 成功时主持人告诉你它的{T2}.",
     "You study one creature you can perceive and make a {D} {T1}. On a success the GM tells you "
     "its {T2}."),
    ("持续时间结束时, 你的{T1}+1, 并立即进入{N}秒{T2}.",
     "When the duration ends, your {T1} +1 and you go at once into a {N}-second {T2}."),
    ("你与{S}步内1个能看到你的生物{T1}: 你的{D} vs 它的{D2}.",
     "You face one creature within {S} steps that can see you in a {T1}: your {D} vs its {D2}."),
    ("此效果可以{T1}, 但每次叠加都会使你的{T2}+1.",
     "This effect can {T1}, but each stack adds 1 to your {T2}."),
    ("在{T1}环境中, 此效果不起作用.", "In a {T1} environment this does not work."),
    ("你用{I}做出1次{T1}, 此攻击+{N}{T2}.",
     "You make a {T1} with the {I}; the attack gets +{N} {T2}."),
    ("你必须已经掌握{A}.", "You must already have {A}."),
    ("它的每项素质永久-1(最低为1), 且在接下来的{N}天内无法再被{T1}.",
     "Each of its attributes is permanently −1 (never below 1), and for the next {N} days it "
     "cannot be {T1} again."),
    ("掌握{A}的使用者可以使{T1}额外-1.", "A user who has {A} lowers the {T1} by 1 more."),
    ("你受到1次{D}{T1}, 此攻击无法防御.", "You suffer a {D} {T1} that cannot be defended."),
    ("装备时你对来自{T1}的远程攻击有{N}{T2}.",
     "While it is equipped you have {N} {T2} against ranged attacks from your {T1}."),
    ("由主持人裁定是否适用; 月光和火光不算在内.",
     "The GM decides whether it applies; moonlight and firelight do not count."),
    ("在{T1}期间, 对你做出的每次攻击都有{N}{T2}.",
     "While you {T1} it, every attack made against you has {N} {T2}."),
    ("一旦你被{T1}, 效果立即结束, 你增加的{T2}也不会退回.",
     "As soon as you are {T1}, the effect ends at once, and the {T2} you gained is not returned."),
    ("你的{T1}为强壮x{N}千克, 你携带的一切都计入其中.",
     "Your {T1} is Might x{N} kg, and everything you carry counts toward it."),
    ("射程{S}步; 超出射程时按{T1}的规则计算{T2}.",
     "Range {S} steps; beyond it, count {T2} by the {T1} rule."),
    ("每当轮到你时, 你都要投{D}, 点数为0时你的{T1}+1.",
     "Each time your turn comes you roll {D}; on 0 points your {T1} +1."),
    ("你把它涂在1件装备中的武器上(消耗). 用它做出的下1次攻击成为{T1}.",
     "You coat one equipped weapon with it (used up). The next attack made with it becomes a "
     "{T1}."),
    ("你在{S}步内选择1处位置, 以{T1}的方式移动过去, 途中可以穿过{T2}.",
     "You choose a place within {S} steps and move there by {T1}, passing through {T2} on the "
     "way."),
]

CONDITIONS = [
    ("你以站立或蹲伏姿势停留在地面上.", "You are standing or crouching on the ground."),
    ("你身处{T1}环境中, 且没有被遮蔽.", "You are in a {T1} environment, and nothing shelters you."),
    ("你受到1个{T1}比你高2级或更多的生物的攻击.",
     "You are attacked by a creature whose {T1} is two or more above yours."),
    ("你用{T1}做出了1次{T2}.", "You make a {T2} with {T1}."),
    ("始终.", "Always."),
    ("你的{T1}等于你的强壮.", "Your {T1} equal your Might."),
    ("挑战的点数为0.", "The test scores 0 points."),
    ("施展期间你被迫移动或被迫改变姿势.", "You are forced to move or forced to change pose while casting."),
]

REQUIREMENTS = [
    ("你必须在完全的{T1}中度过至少{N}天才能获得此能力.",
     "You must spend at least {N} days in complete {T1} to acquire this ability."),
    ("施展时你必须装备着1件{I}.", "You must have a {I} equipped to cast it."),
    ("你必须已经掌握{A}.", "You must already have {A}."),
    ("你必须拥有信仰, 且曾在{T1}环境中停留至少1年.",
     "You must have a faith and have spent at least a year in {T1}."),
]

GENDERS = [("男性", "Male"), ("女性", "Female"), ("无性别", "Genderless")]
FORMS = [("人形", "Humanoid"), ("野兽", "Beast"), ("不死者", "Undead"), ("元素", "Elemental"),
         ("构装体", "Construct")]

LOOKS = [
    ("肤色从白皙到黝黑, 眼瞳多为黑, 棕或绿色", "skin from pale to deep brown; eyes mostly black, brown or green"),
    ("宽肩粗颈, 皮肤带着岩石般的灰褐色", "broad shoulders and thick necks, skin of a rocky grey-brown"),
    ("浑身覆盖细密的鳞片, 在阳光下泛着虹彩", "covered in fine scales that shimmer in sunlight"),
    ("羽毛从灰黑到靛蓝, 喙部坚硬而弯曲", "feathers from ash-black to indigo, with a hard, hooked beak"),
]

PARAGRAPHS = [
    ("人类遍布各地, 文化千差万别. 他们的长处不在于天生的力量, 而在于绝境中的坚韧.",
     "Humans live everywhere and their cultures differ widely. Their strength is not inborn "
     "power but their grit when their backs are to the wall."),
    ("他们在地底的矿道中出生, 习惯了寒冷和黑暗, 能借助体温的微光辨认生物.",
     "Born in mine tunnels underground, they are used to cold and darkness, and can make out "
     "creatures by the faint glow of body heat."),
    ("通常来说, 主持人会在冒险开始前说明这些规则是否适用. 偶有例外, 请与主持人沟通决定.",
     "Usually the GM says before the adventure begins whether these rules apply. For the "
     "occasional exception, talk it over with the GM and decide."),
    ("这些数字都是编写者的设定, 只使用手册定义过的规则机制. 在你的游戏中使用之前, 请与主持人商定.",
     "Every number here is the writers' own, built only from mechanics the handbook defines. "
     "Agree with your GM before using any of it in your game."),
]
