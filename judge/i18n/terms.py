"""The terms judge's engine may say that no literal message in the code names: a game's table
(judge/games/*/words.py) may leave them to the defaults of judge/engine/words.py, and the kinds of
step are said by their names. Listed here for the catalogues only (python -m judge.i18n.catalog
reads the `word(...)` calls): nothing imports this module at run time, so the list costs
`judge resolve --json` nothing.
"""

from __future__ import annotations

from judge.msg import Msg, word

DEFAULT_TERMS = (word("stack"), word("resolve"), word("resolves"), word("resolved"),
                 word("exhausted"), word("ready"), word("exhausting"), word("mode"),
                 word("priority"), word("state check"), word("hand"), word("deck"),
                 word("graveyard"),
                 word("field"), word("trash"), word("base"), word("banishment"),
                 word("main deck"), word("subdeck"), word("removed"), word("standby"),
                 word("ruler area"), word("outside game"), word("expelled"), word("loop"),
                 word("limit"), word("note"),
                 word("cancelled"), word("countered"), word("replaced"), word("gold"), word("life"),
                 word("points"), word("point"), word("damage"),
                 # the kinds of step, as `judge resolve` labels them
                 word("pass"), word("play"), word("activate"), word("choice"), word("cost"),
                 word("trigger"), word("resource"), word("fizzle"), word("cancel"),
                 word("reject"), word("phase"), word("action"), word("combat"), word("score"),
                 word("effect"), word("replace"), word("game over"),
                 word("player lost"),
                 # the resources a cost or an effect names by their keys (judge.msg.amounts)
                 word("fire"), word("water"), word("wind"), word("light"), word("darkness"),
                 word("void"), word("attributeless"), word("free"), word("energy"),
                 word("power"), word("fury"), word("calm"), word("mind"), word("body"),
                 word("chaos"), word("order"), word("element"), word("honor"), word("xp"),
                 # what paying a cost by putting a card away is called (Rulebook.sacrifice_word)
                 word("sacrificing"), word("banishing"), word("expelling"), word("killing"),
                 # what cancelling an item is called (Rulebook.cancel_words)
                 word("cancels"), word("counters"),
                 # how long an effect lasts (the `duration` of an effect)
                 word("turn"), word("battle"), word("permanent"), word("chain"),
                 word("next recovery phase"),
                 # what a board and a comparison name (an object's fields, a game's state)
                 word("zone"), word("controller"), word("state"), word("control"),
                 word("focus"), word("showdown"), word("staged"), word("scored"),
                 word("contested"), word("locked"), word("types"))

#: What a player has when their pool is empty, as a cost refusal says it (CannotPay.empty,
#: policies.said_pool).
EMPTY_POOL = (Msg("no will"), Msg("nothing"))

#: How a game's permanents enter and attach (ObjectRules.enters_as, enters_as_when,
#: attach_phrase): declarations the engine says as messages.
ENTERING = (word("exhausted (RB 143.4)"), word("ready (RB 149)"),
            word("ready (RB 805.6: its Accelerate cost was paid)"),
            Msg("{card} enters the {zone} attached to {host}"),
            Msg("{card} enters the {zone} added to {host}"))

#: How a resource ability resolves, as each game says it (ResourceKinds.verb, resolve_at_once).
AT_ONCE = (word("takes effect at once"), word("results at once"),
           word("enters the register and results at once"),
           word("is a will ability and resolves at once, without using the chase"),
           word("resolves as it finalizes (an Add ability)"), word("resolves as it finalizes"))

#: An effect's kind as an instruction names it ("its draw instruction does not happen",
#: conditions.run_instruction): the keys of the effects, as written (`move_zone`) and in words.
EFFECTS = (Msg("allow", context="effect"), Msg("attach", context="effect"),
           Msg("battle", context="effect"), Msg("bestow to", context="effect"),
           Msg("buff", context="effect"), Msg("cancel", context="effect"),
           Msg("coin will", context="effect"), Msg("copy", context="effect"),
           Msg("copy per graveyard card", context="effect"),
           Msg("cost change", context="effect"), Msg("counter", context="effect"),
           Msg("create", context="effect"), Msg("damage", context="effect"),
           Msg("destroy", context="effect"), Msg("disempower", context="effect"),
           Msg("dive away", context="effect"), Msg("double might", context="effect"),
           Msg("draw", context="effect"), Msg("empower", context="effect"),
           Msg("enrage", context="effect"), Msg("exhaust", context="effect"),
           Msg("fate flip", context="effect"), Msg("forbid", context="effect"),
           Msg("gain", context="effect"), Msg("gain control", context="effect"),
           Msg("gain limit break", context="effect"), Msg("heal", context="effect"),
           Msg("judgment process", context="effect"), Msg("make astral", context="effect"),
           Msg("modify", context="effect"), Msg("moontide copy", context="effect"),
           Msg("move", context="effect"), Msg("move zone", context="effect"),
           Msg("pantheon damage", context="effect"), Msg("pay", context="effect"),
           Msg("pay cost", context="effect"), Msg("pay_cost", context="effect"),
           Msg("play now", context="effect"), Msg("play token", context="effect"),
           Msg("predict", context="effect"), Msg("prevent", context="effect"),
           Msg("ready", context="effect"), Msg("recall", context="effect"),
           Msg("replace", context="effect"), Msg("shift up", context="effect"),
           Msg("split damage", context="effect"), Msg("stun", context="effect"),
           Msg("upgrade", context="effect"), Msg("valhalla call", context="effect"),
           Msg("weaponmaster", context="effect"),
           # "alice chooses not to move_zone": the key as written
           Msg("move_zone", context="effect"), Msg("gain_control", context="effect"),
           Msg("play_now", context="effect"), Msg("split_damage", context="effect"),
           Msg("play_token", context="effect"), Msg("cost_change", context="effect"))

#: What a restriction forbids ("Stone Sentinel cannot block": restrictions.py, the `forbid`
#: effect's `action`, with each game's own).
VERBS = (Msg("be targeted", context="verb"), Msg("respond", context="verb"),
         Msg("play", context="verb"), Msg("activate", context="verb"),
         Msg("attack", context="verb"), Msg("block", context="verb"),
         Msg("ready", context="verb"), Msg("enter", context="verb"),
         Msg("judgment", context="verb"), Msg("call stone", context="verb"),
         Msg("battle", context="verb"), Msg("recover", context="verb"),
         Msg("move", context="verb"), Msg("be damaged", context="verb"))

#: A game's own object keys as a filter says them ("this card is an object (awakened)",
#: wording.said_filter: the key in words); each game's `object_keys`.
OBJECT_KEYS = (word("awakened"), word("chained"), word("enraged"), word("entered this turn"),
               word("raided"), word("revealed"), word("set this turn"), word("stacked"),
               word("upgraded"), word("at"), word("designation"), word("empowered"),
               word("equipped"), word("hidden turn"), word("stunned"), word("named"),
               word("name has"), word("counters of"), word("counters of exactly"),
               word("energy cost at most"))
